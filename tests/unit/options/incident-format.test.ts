import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  incidentDurationText,
  incidentSeconds,
} from '../../../entrypoints/options/resources/monitors-incidents/incident-format';
import type { IncidentRow } from '../../../lib/model/rows';
import { setBrowserLanguage } from '../support/fake-i18n';

describe('how long an incident lasted, in words', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    setBrowserLanguage('en');
  });

  it('says "less than a minute" for a blip, where a notification would round up to 1 min', () => {
    expect(incidentDurationText(0)).toBe('less than a minute');
    expect(incidentDurationText(59)).toBe('less than a minute');
    expect(incidentDurationText(60)).toBe('1 min');
    expect(incidentDurationText(2 * 3600 + 5 * 60)).toBe('2 hr 5 min');
  });

  it('counts an open incident up to now, a resolved one to its end', () => {
    const started = { startedAt: '2026-11-26T10:00:00Z' } as IncidentRow;
    const now = Date.parse('2026-11-26T10:30:00Z');
    expect(incidentSeconds(started, now)).toBe(1800);
    expect(incidentSeconds({ ...started, resolvedAt: '2026-11-26T10:05:00Z' }, now)).toBe(300);
  });
});
