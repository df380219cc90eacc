import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvFile, csvText } from '../../../lib/model/csv';
import { parseCsv } from '../../support/csv-parse';

/** What a spreadsheet would run as a formula if a cell started with it. */
const FORMULA_START = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A cell as a spreadsheet shows it: a leading apostrophe says "text follows" and is not shown.
 * The writer adds one exactly where a cell starts with a formula character or an apostrophe.
 */
const shown = (cell: string) => {
  if (!cell.startsWith("'")) return cell;
  expect([...FORMULA_START, "'"]).toContain(cell[1]);
  return cell.slice(1);
};

const names = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({
    unit: fc.constantFrom(',', '"', '\r', '\n', '=', '+', '-', '@', '\t', 'a', ' ', "'"),
  }),
);

describe('the CSV writer', () => {
  it('any names, in any number of rows, read back as written (RFC 4180)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(names, { minLength: 1, maxLength: 4 }), { maxLength: 5 }),
        (rows) => {
          const parsed = parseCsv(csvFile(rows));
          expect(parsed.map((row) => row.map(shown))).toEqual(rows);
        },
      ),
    );
  });

  it('never lets a cell start with what a spreadsheet runs as a formula', () => {
    fc.assert(
      fc.property(names, (name) => {
        const [[cell = '']] = parseCsv(csvFile([[name]])) as [[string]];
        expect(FORMULA_START).not.toContain(cell[0]);
      }),
    );
  });

  it('quotes text, doubles its quotes, and ends every line in CRLF after a byte-order mark', () => {
    expect(csvText('Say "hi", =1+1')).toBe('"Say ""hi"", =1+1"');
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('-5 dB')).toBe(`"'-5 dB"`);
    expect(csvText("'quoted")).toBe(`"''quoted"`);
    expect(
      csvFile([
        ['a', { digits: '99.93' }],
        ['b\nc', { digits: '7' }],
      ]),
    ).toBe('\uFEFF"a",99.93\r\n"b\nc",7\r\n');
  });
});
