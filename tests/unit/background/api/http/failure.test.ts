import { describe, expect, it } from 'vitest';
import { errorForStatus, parseRetryAfter } from '../../../../../lib/background/api/http/failure';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('parseRetryAfter (RFC 9110: delay-seconds or HTTP-date, at most an hour)', () => {
  it.each([
    ['120', 120],
    ['0', 0],
    ['999999', 3600],
    ['Tue, 01 Jan 2030 12:02:00 GMT', 120], // IMF-fixdate
    ['Tuesday, 01-Jan-30 12:02:00 GMT', 120], // obsolete RFC 850
    ['Tue Jan  1 12:02:00 2030', 120], // obsolete asctime
    ['Tue, 01 Jan 2040 12:00:00 GMT', 3600], // ten years ahead
    ['Tue, 01 Jan 2030 11:00:00 GMT', 0], // already past
  ])('%s → %s s', (header, seconds) => {
    expect(parseRetryAfter(header, NOW)).toBe(seconds);
  });

  it.each([null, '', '-30', '1.5', 'soon', '5 apples', 'NaN', 'Infinity', '1e3', 'tomorrow 3pm'])(
    '%s says nothing usable',
    (header) => {
      expect(parseRetryAfter(header, NOW)).toBeUndefined();
    },
  );

  it('a 429 tells the user the wait in minutes, never a raw huge number', () => {
    const error = errorForStatus('List monitors', 429, '', '999999');
    expect(error.retryAfter).toBe(3600);
    expect(error.message).toContain('retry in 60 min');
  });

  it('a 503 with Retry-After waits as long as it asks (at most an hour), and says so', () => {
    const error = errorForStatus('List monitors', 503, '', '120');
    expect(error.kind).toBe('server');
    expect(error.retryAfter).toBe(120);
    expect(error.message).toBe(
      'List monitors: the server failed (HTTP 503); Gatehouse will retry in 2 min.',
    );
    expect(errorForStatus('List monitors', 503, '', '999999').retryAfter).toBe(3600);
    // Without one, the usual backoff: nothing to wait for, nothing to say.
    expect(errorForStatus('List monitors', 503, '', null).retryAfter).toBeUndefined();
  });
});
