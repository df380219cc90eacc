import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { incidentDurationText } from '../../../entrypoints/options/resources/monitors-incidents/incident-format';
import { incidentLasted } from '../../../lib/model/incident-duration';
import type { RecordOf } from '../../../lib/model/resources';
import { setBrowserLanguage } from '../support/fake-i18n';

describe('how long an incident lasted, in words', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    setBrowserLanguage('en');
  });

  const started = { startedAt: '2026-11-26T10:00:00Z' } as RecordOf<'incidents'>;
  const now = Date.parse('2026-11-26T10:30:00Z');

  it('says it as a notification does (lib/model/duration-words.ts)', () => {
    const lasting = (seconds: number) =>
      incidentDurationText({
        ...started,
        resolvedAt: new Date(Date.parse(started.startedAt) + seconds * 1000).toISOString(),
      });
    expect(lasting(59)).toBe('less than a minute');
    expect(lasting(60)).toBe('1 min');
    expect(lasting(119)).toBe('1 min');
    expect(lasting(2 * 3600 + 5 * 60)).toBe('2 hr 5 min');
  });

  it('counts an open incident up to now, a resolved one to its end', () => {
    expect(incidentLasted(started, now)).toBe(1_800_000);
    expect(incidentLasted({ ...started, resolvedAt: '2026-11-26T10:05:00Z' }, now)).toBe(300_000);
  });
});
