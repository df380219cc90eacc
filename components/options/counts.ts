const countFormats = new Map<string | undefined, Intl.NumberFormat>();

/**
 * A count in the user's locale ("10,000"): whatever the server sent (no bound is published), and
 * String(1e21) would read "1e+21". One formatter per locale, made on first use.
 */
export function countText(value: number, locale?: string): string {
  const format = countFormats.get(locale) ?? new Intl.NumberFormat(locale);
  countFormats.set(locale, format);
  return format.format(value);
}
