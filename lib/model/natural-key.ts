/**
 * A monitor's sort key: plain string order (what an IndexedDB index sorts by) that matches
 * `Intl.Collator(…, { numeric: true })` for names, so us-5 < us-6 < us-50 and case or accents
 * do not split the list. Each run of digits becomes its length (three digits) and its value
 * without leading zeros: a longer number is a larger one.
 */
export function naturalSortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => {
      const value = digits.replace(/^0+(?=\d)/, '');
      return `${String(value.length).padStart(3, '0')}${value}`;
    });
}
