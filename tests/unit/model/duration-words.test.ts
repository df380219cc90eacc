import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { durationText, intervalText } from '../../../lib/model/duration-words';
import { setBrowserLanguage } from '../support/fake-i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The minutes an English duration names: "3 days 4 hr", "2 hr 5 min", "14 min". */
function minutesSaid(text: string): number {
  const units: Record<string, number> = { day: 1440, days: 1440, hr: 60, min: 1 };
  return [...text.matchAll(/(\d+) (days?|hr|min)/g)].reduce(
    (sum, [, count, unit]) => sum + Number(count) * (units[unit ?? ''] ?? Number.NaN),
    0,
  );
}

describe('durationText: how long something was down, the one way every view says it', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    setBrowserLanguage('en');
  });

  it('in English: minutes, hours and minutes, days and hours', () => {
    expect(durationText(14 * MINUTE)).toBe('14 min');
    expect(durationText(2 * HOUR + 5 * MINUTE)).toBe('2 hr 5 min');
    expect(durationText(3 * HOUR)).toBe('3 hr');
    expect(durationText(75 * HOUR)).toBe('3 days 3 hr');
    expect(durationText(48 * HOUR)).toBe('2 days');
  });

  it('says "less than a minute" for a blip, never "0 min" nor a rounded-up "1 min"', () => {
    expect(durationText(0)).toBe('less than a minute');
    expect(durationText(20_000)).toBe('less than a minute');
    expect(durationText(59_999)).toBe('less than a minute');
    expect(durationText(MINUTE)).toBe('1 min');
  });

  it('counts whole minutes that have passed: 1 min 59 s is "1 min", as a clock would say', () => {
    expect(durationText(MINUTE + 59_000)).toBe('1 min');
    expect(durationText(100_000)).toBe('1 min');
    expect(durationText(2 * HOUR - 1)).toBe('1 hr 59 min');
  });

  it('never names more time than passed, nor a whole unit less', () => {
    fc.assert(
      fc.property(fc.integer({ min: MINUTE, max: 400 * DAY }), (ms) => {
        const said = minutesSaid(durationText(ms));
        const unit = ms < 48 * HOUR ? 1 : 60;
        return said * MINUTE <= ms && ms < (said + unit) * MINUTE;
      }),
    );
  });

  it('says a longer outage in no fewer minutes than a shorter one', () => {
    fc.assert(
      fc.property(fc.nat(400 * DAY), fc.nat(400 * DAY), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        const words = (ms: number) => (ms < MINUTE ? 0 : minutesSaid(durationText(ms)));
        return words(short) <= words(long);
      }),
    );
  });

  it('renders every number sensibly: no NaN, no negative, no e-notation', () => {
    for (const ms of [-5, Number.NaN, Number.POSITIVE_INFINITY, 1e300])
      expect(durationText(ms)).toMatch(
        /^(less than a minute|\d[\d,]* (days?|hr|min)( \d+ (hr|min))?)$/,
      );
  });

  it('in German, with German unit words', () => {
    setBrowserLanguage('de');
    expect(durationText(14 * MINUTE)).toBe('14 Min.');
    expect(durationText(2 * HOUR + 5 * MINUTE)).toBe('2 Std. 5 Min.');
    expect(durationText(75 * HOUR)).toBe('3 Tage 3 Std.');
    expect(durationText(30_000)).toBe('weniger als eine Minute');
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
