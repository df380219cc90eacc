import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clockMinutes,
  isQuietAt,
  type QuietHours,
  quietEndAfter,
} from '../../../lib/model/quiet-hours';

// A zone with daylight saving: 2026-03-29 loses 02:00–03:00, 2026-10-25 repeats it.
// Stubbed, not assigned: setting process.env.TZ back to an undefined it had turns it into the
// zone "undefined" for every test file after this one in the same worker.
beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Berlin');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const night: QuietHours = { enabled: true, from: '22:00', to: '07:00' };
const lunch: QuietHours = { enabled: true, from: '12:00', to: '13:30' };
const local = (...parts: [number, number, number, number, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3], parts[4] ?? 0).getTime();

describe('quiet hours: whether a moment is quiet', () => {
  it('runs past midnight when the end is before the start', () => {
    expect(isQuietAt(night, local(2026, 10, 23, 21, 59))).toBe(false);
    expect(isQuietAt(night, local(2026, 10, 23, 22, 0))).toBe(true);
    expect(isQuietAt(night, local(2026, 10, 24, 3, 0))).toBe(true);
    expect(isQuietAt(night, local(2026, 10, 24, 6, 59))).toBe(true);
    expect(isQuietAt(night, local(2026, 10, 24, 7, 0))).toBe(false);
  });

  it('is within one day otherwise, and never when off or empty', () => {
    expect(isQuietAt(lunch, local(2026, 10, 23, 12, 45))).toBe(true);
    expect(isQuietAt(lunch, local(2026, 10, 23, 13, 30))).toBe(false);
    expect(isQuietAt({ ...lunch, enabled: false }, local(2026, 10, 23, 12, 45))).toBe(false);
    expect(isQuietAt({ ...lunch, to: '12:00' }, local(2026, 10, 23, 12, 0))).toBe(false);
    expect(isQuietAt({ ...lunch, to: 'noon' }, local(2026, 10, 23, 12, 45))).toBe(false);
  });

  it('reads the wall clock on the nights daylight saving starts and ends', () => {
    expect(isQuietAt(night, local(2026, 2, 29, 3, 30))).toBe(true);
    expect(isQuietAt(night, local(2026, 9, 25, 2, 30))).toBe(true);
    expect(isQuietAt(night, local(2026, 9, 25, 7, 0))).toBe(false);
  });
});

describe('quiet hours: when they end', () => {
  it('ends at the next local end time, the same night or the next day', () => {
    expect(quietEndAfter(night, local(2026, 10, 23, 23, 0))).toBe(local(2026, 10, 24, 7, 0));
    expect(quietEndAfter(night, local(2026, 10, 24, 2, 0))).toBe(local(2026, 10, 24, 7, 0));
    expect(quietEndAfter(lunch, local(2026, 10, 23, 12, 0))).toBe(local(2026, 10, 23, 13, 30));
    expect(quietEndAfter({ ...night, enabled: false }, local(2026, 10, 23, 23, 0))).toBeNull();
  });

  it('ends at 07:00 on the clock though the night had an hour less or more', () => {
    const spring = quietEndAfter(night, local(2026, 2, 28, 22, 30)) ?? 0;
    expect(new Date(spring).getHours()).toBe(7);
    expect(spring - local(2026, 2, 28, 22, 30)).toBe(7.5 * 3_600_000); // an hour short
    const autumn = quietEndAfter(night, local(2026, 9, 24, 22, 30)) ?? 0;
    expect(new Date(autumn).getHours()).toBe(7);
    expect(autumn - local(2026, 9, 24, 22, 30)).toBe(9.5 * 3_600_000); // an hour more
  });

  it('an end time the clock skips ends at the first time after the gap', () => {
    const gap: QuietHours = { enabled: true, from: '01:00', to: '02:30' };
    const end = quietEndAfter(gap, local(2026, 2, 29, 1, 30)) ?? 0;
    expect(new Date(end).getHours()).toBe(3);
    expect(isQuietAt(gap, end)).toBe(false);
  });

  it('for any setting and moment: the end is later, within two days, quiet is over then, and quiet until then', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        clock,
        clock,
        fc.integer({ min: local(2026, 0, 1, 0), max: local(2027, 0, 1, 0) }),
        (from, to, at) => {
          const quiet = { enabled: true, from, to };
          const end = quietEndAfter(quiet, at);
          if (from === to) {
            expect(end).toBeNull();
            return;
          }
          expect(end).not.toBeNull();
          const ends = end ?? 0;
          expect(ends).toBeGreaterThan(at);
          expect(ends - at).toBeLessThanOrEqual(2 * 86_400_000);
          expect(isQuietAt(quiet, ends)).toBe(false);
          // Still quiet a minute before it ends, if quiet now (the minute before is in the window).
          if (isQuietAt(quiet, at) && ends - at > 60_000)
            expect(isQuietAt(quiet, ends - 60_000)).toBe(true);
        },
      ),
    );
  });
});

describe('clockMinutes', () => {
  it('reads what a time input gives, and nothing else', () => {
    expect(clockMinutes('07:30')).toBe(450);
    expect(clockMinutes('23:59')).toBe(1439);
    expect(clockMinutes('24:00')).toBeNull();
    expect(clockMinutes('7:60')).toBeNull();
    expect(clockMinutes('')).toBeNull();
  });
});
