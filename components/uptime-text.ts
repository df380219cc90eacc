import { type MeasuredUptime, uptimeHundredths } from '../lib/model/uptime';
import { message, numberText, perLocale, plural } from '../lib/platform/i18n';

/** Shown where there is no figure yet (lib/model/uptime.ts says when). */
const NO_UPTIME = '—';

const percentFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** "99.93%", "99,93 %": a percentage as the UI language (or the given locale) writes it. */
export function uptimePercentText(percent: number, locale?: string): string {
  return percentFormat(locale).format(uptimeHundredths(percent) / 10_000);
}

/** "99.93% · 7 d": the figure and the window it was measured over; "—" without one. */
export function uptimeText(uptime: MeasuredUptime | null, locale?: string): string {
  if (!uptime) return NO_UPTIME;
  return message('uptimeShort', [
    numberText(uptime.days),
    uptimePercentText(uptime.percent, locale),
  ]);
}

/** The same in a sentence, for a tooltip or a screen reader. */
export function uptimeSentence(uptime: MeasuredUptime | null, locale?: string): string {
  if (!uptime) return message('uptimeNotEnoughData');
  return plural('uptimeSentence', uptime.days, [uptimePercentText(uptime.percent, locale)]);
}

/** "This site: Up, 99.98% over 7 days": the popup's line about the site in the current tab. */
export function thisSiteSentence(status: string, uptime: MeasuredUptime | null | undefined) {
  if (!uptime) return message('thisSiteStatusNoData', status);
  return plural('thisSiteStatus', uptime.days, [status, uptimePercentText(uptime.percent)]);
}
