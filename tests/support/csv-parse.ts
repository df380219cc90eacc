/**
 * A small RFC 4180 reader for tests (no CSV library is installed): quoted fields with doubled
 * quotes, commas and line breaks inside them, CRLF between records, a leading byte-order mark.
 * Strict: a quote inside an unquoted field, or text after a closing quote, throws.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < body.length) {
    let field = '';
    if (body[at] === '"') {
      at += 1;
      for (;;) {
        if (at >= body.length) throw new Error('unclosed quote');
        if (body[at] === '"' && body[at + 1] === '"') {
          field += '"';
          at += 2;
        } else if (body[at] === '"') {
          at += 1;
          break;
        } else field += body[at++];
      }
    } else {
      while (at < body.length && body[at] !== ',' && body[at] !== '\r') {
        if (body[at] === '"' || body[at] === '\n') throw new Error(`stray character at ${at}`);
        field += body[at++];
      }
    }
    row.push(field);
    if (body[at] === ',') at += 1;
    else if (body.startsWith('\r\n', at)) {
      rows.push(row);
      row = [];
      at += 2;
    } else if (at < body.length) throw new Error(`text after a field at ${at}`);
  }
  if (row.length) throw new Error('last record does not end in CRLF');
  return rows;
}
