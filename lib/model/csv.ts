/*
 * CSV as RFC 4180 writes it, made safe to open in a spreadsheet: text fields are always quoted
 * (a quote inside doubled), lines end in CRLF, and a text that a spreadsheet would run as a
 * formula (one starting with = + - @, a tab or a carriage return: OWASP's "CSV injection") gets
 * a leading apostrophe, which spreadsheets take as "text follows", show without it, and do not
 * run. A text that starts with an apostrophe itself gets one more, so it shows as written.
 */

/** A cell: text is quoted and made safe; a number is written as it is given. */
export type CsvCell = string | { digits: string };

const NEEDS_APOSTROPHE = /^[=+\-@\t\r']/;

export function csvText(text: string): string {
  const safe = NEEDS_APOSTROPHE.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const cellText = (cell: CsvCell) => (typeof cell === 'string' ? csvText(cell) : cell.digits);

/**
 * The whole file: a byte-order mark first, so spreadsheets read the names as UTF-8 (Excel takes
 * a file without one for the machine's old code page), then one line per row.
 */
export function csvFile(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(cellText).join(',')}\r\n`).join('')}`;
}
