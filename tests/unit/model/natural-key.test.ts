import { describe, expect, it } from 'vitest';
import { naturalSortKey } from '../../../lib/model/natural-key';

const byKey = (names: string[]) =>
  [...names].sort((a, b) => (naturalSortKey(a) < naturalSortKey(b) ? -1 : 1));
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

describe('naturalSortKey', () => {
  it('orders numbers by value', () => {
    expect(byKey(['us-50', 'us-6', 'us-5', 'us-100', 'us-05b'])).toEqual([
      'us-5',
      'us-05b',
      'us-6',
      'us-50',
      'us-100',
    ]);
  });

  it('agrees with Intl.Collator numeric order on names like the ones people give monitors', () => {
    const names = [
      'API gateway',
      'api-2',
      'api-10',
      'Billing 3',
      'billing 12',
      'Café menu',
      'Cache 1',
      'db-primary-eu-2',
      'db-primary-eu-10',
      'DNS 8.8.8.8',
      'DNS 8.8.4.4',
      'Payments webhook receiver 2',
      'Payments webhook receiver 11',
      'Payments webhook receiver (staging)',
      'Zebra',
      'node 007',
      'node 8',
    ];
    expect(byKey(names)).toEqual([...names].sort(collator.compare));
  });

  it('ignores case and accents', () => {
    expect(naturalSortKey('Café 9')).toBe(naturalSortKey('cafe 9'));
  });

  it('keeps numbers longer than any real name apart', () => {
    expect(byKey(['n99999999999999999999', 'n100000000000000000000'])).toEqual([
      'n99999999999999999999',
      'n100000000000000000000',
    ]);
  });
});
