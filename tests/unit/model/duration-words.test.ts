import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { durationText, intervalText } from '../../../lib/model/duration-words';
import { setBrowserLanguage } from '../support/fake-i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('durationText: how long a monitor was down', () => {
  beforeEach(() => fakeBrowser.reset());

  it('in English: minutes, hours and minutes, days and hours', () => {
    setBrowserLanguage('en');
    expect(durationText(14 * MINUTE)).toBe('14 min');
    expect(durationText(20_000)).toBe('1 min');
    expect(durationText(2 * HOUR + 5 * MINUTE)).toBe('2 hr 5 min');
    expect(durationText(3 * HOUR)).toBe('3 hr');
    expect(durationText(75 * HOUR)).toBe('3 days 3 hr');
    expect(durationText(48 * HOUR)).toBe('2 days');
  });

  it('in German, with German unit words', () => {
    setBrowserLanguage('de');
    expect(durationText(14 * MINUTE)).toBe('14 Min.');
    expect(durationText(2 * HOUR + 5 * MINUTE)).toBe('2 Std. 5 Min.');
    expect(durationText(75 * HOUR)).toBe('3 Tage 3 Std.');
  });
});

describe('intervalText: how often a monitor is checked', () => {
  afterEach(() => setBrowserLanguage('en-US'));

  it('says the largest whole unit, in the UI language', () => {
    setBrowserLanguage('en-US');
    expect([300, 3600, 90, 30].map(intervalText)).toEqual([
      '5 minutes',
      '1 hour',
      '90 seconds',
      '30 seconds',
    ]);
    setBrowserLanguage('de-DE');
    expect([300, 7200, 45].map(intervalText)).toEqual(['5 Minuten', '2 Stunden', '45 Sekunden']);
  });

  it('shows no figure for a number that is no interval', () => {
    expect([0, -5, Number.NaN].map(intervalText)).toEqual(['—', '—', '—']);
  });
});
