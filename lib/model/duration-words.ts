import { message, perLocale } from '../platform/i18n';

type Unit = 'day' | 'hour' | 'minute';

const unitFormats = perLocale((locale) => {
  const unit = (unit: Unit, unitDisplay: 'long' | 'short') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay });
  return { day: unit('day', 'long'), hour: unit('hour', 'short'), minute: unit('minute', 'short') };
});

/** "2 hr 5 min"; "2 hr" when the smaller unit is 0. */
function twoUnits(large: number, largeUnit: Unit, small: number, smallUnit: Unit) {
  const format = unitFormats();
  const first = format[largeUnit].format(large);
  return small === 0 ? first : `${first} ${format[smallUnit].format(small)}`;
}

/**
 * How long something was down or has been: "14 min", "2 hr 5 min", "3 days 4 hr" in the UI
 * language (Intl's unit words: "14 Min.", "2 Std. 5 Min.", "3 Tage 4 Std." in German), and
 * "less than a minute" under one. The one way every view says a duration (notifications, the
 * Incidents list and page), with one rule: whole units that have passed, as a clock counts them,
 * so 1 min 59 s is "1 min" everywhere and never "2 min" in one view and "1 min" in another.
 */
export function durationText(ms: number): string {
  const passed = Number.isNaN(ms) ? 0 : Math.min(Math.max(ms, 0), Number.MAX_SAFE_INTEGER);
  const minutes = Math.floor(passed / 60_000);
  if (minutes < 1) return message('durationUnderAMinute');
  if (minutes < 60) return unitFormats().minute.format(minutes);
  if (minutes < 48 * 60) return twoUnits(Math.floor(minutes / 60), 'hour', minutes % 60, 'minute');
  const hours = Math.floor(minutes / 60);
  return twoUnits(Math.floor(hours / 24), 'day', hours % 24, 'hour');
}

const longUnits = perLocale((locale) => {
  const unit = (unit: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
  return { hour: unit('hour'), minute: unit('minute'), second: unit('second') };
});

/**
 * How often a monitor is checked, in the largest whole unit: "5 minutes", "1 hour", "90 seconds"
 * ("5 Minuten" in German); "—" for a number that is no interval.
 */
export function intervalText(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '—';
  const format = longUnits();
  if (seconds % 3600 === 0) return format.hour.format(seconds / 3600);
  if (seconds % 60 === 0) return format.minute.format(seconds / 60);
  return format.second.format(seconds);
}
