import { describe, expect, it } from 'vitest';
import { categoriesSpec } from '../../../entrypoints/options/resources/categories';
import { cellText } from '../../../entrypoints/options/section-shell/list-view';
import type { LookupData } from '../../../entrypoints/options/section-shell/useLookups';

const NO_LOOKUPS = {} as LookupData;
const monitorsCell = (monitors: number) => {
  const row = { id: 'cat_1', name: 'Web', description: '', monitors };
  const column = categoriesSpec.columns.find((c) => c.label === 'Monitors');
  return cellText(column?.value(row, NO_LOOKUPS) ?? '', 'en-GB');
};

describe('options list cells', () => {
  it('show any count the API may send in digits, never e-notation', () => {
    expect(monitorsCell(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(monitorsCell(2 ** 53)).toBe('9,007,199,254,740,992');
    expect(monitorsCell(3)).toBe('3');
  });

  it('show text as it is', () => {
    expect(cellText('1e+21 (a name)', 'en-GB')).toBe('1e+21 (a name)');
  });
});
