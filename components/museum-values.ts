import { formatTimeOfDay } from '../lib/model/date-formats';
import { MUSEUM_TIME } from '../lib/model/open-days';
import { perLocale, uiLocale } from '../lib/platform/i18n';

/*
 * How museum values read on screen. The schemas admit everything the published description does
 * (the leniency list in lib/model/museum/schemas.ts), so each odd-but-valid value needs a sensible
 * rendering here.
 */

/** The published time pattern (lib/model/open-days.ts), which every shown time is read by. */
export const SHOWN_TIME_PATTERN = MUSEUM_TIME;

// 'negative': no minus on an amount that shows as zero (-0 and -0.001 are valid prices).
const priceFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
);

/**
 * `0900` and `09:00` alike, as the UI language (or the given locale) writes a time of day.
 * (lib/model/date-formats.ts formatTimeOfDay: no clock change or time zone can move it).
 */
export function museumTime(time: string, locale?: string): string {
  const match = SHOWN_TIME_PATTERN.exec(time);
  if (!match) return time;
  return formatTimeOfDay(Number(match[1]), Number(match[2]), locale);
}

/**
 * A price with two decimals in the UI language (or the given locale). The API publishes a number with no maximum,
 * sign or currency, so none is shown and nothing is refused; Intl writes 1e21 out in full where
 * toFixed would print "1e+21".
 */
export function eventPrice(price: number, locale?: string): string {
  return priceFormat(locale).format(price);
}

/**
 * A price in the museum's currency once the user has named it ("€12.50"), else as eventPrice
 * writes it: the API names no currency, so none is invented (views then say so beside it).
 */
export function museumPrice(price: number, currency: string | null | undefined): string {
  if (!currency) return eventPrice(price);
  try {
    const format = { style: 'currency', currency, signDisplay: 'negative' } as const;
    return new Intl.NumberFormat(uiLocale(), format).format(price);
  } catch {
    // A code this browser's Intl refuses (an old setting, say): the number alone, not an error.
    return eventPrice(price);
  }
}
