import * as v from 'valibot';
import type { Page } from '../paging';

/**
 * The most one record of a list may weigh, as JSON, to be stored. A monitor is about 700 bytes
 * and a status page with its monitors a few KB; unknown fields are kept (schemas-shared.ts), so
 * without a bound 20 MB of junk in one record would land in IndexedDB.
 */
export const MAX_RECORD_CHARS = 64 * 1024;

/** A record's id for people: its `id` when it has one, else its place in the answer. */
function idOf(raw: unknown, place: number): string {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `record ${place + 1}`;
}

/** The record as read, or why it cannot be (validated once: a big sync reads 10,000s). */
function readRecord<T>(
  raw: unknown,
  schema: v.GenericSchema<unknown, T>,
): { record: T } | { problem: string } {
  if (JSON.stringify(raw).length > MAX_RECORD_CHARS)
    return { problem: `larger than ${MAX_RECORD_CHARS / 1024} KB` };
  const result = v.safeParse(schema, raw);
  if (result.success) return { record: result.output };
  const [issue] = result.issues;
  return { problem: `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}` };
}

/**
 * Reads a list one record at a time: the good ones are kept, each bad one (wrong field type, or
 * too large to store) is named instead of sinking the whole list.
 */
export function readRecords<T>(
  raws: readonly unknown[],
  schema: v.GenericSchema<unknown, T>,
  firstPlace = 0,
): Page<T> {
  const page: Page<T> = { records: [], unreadable: [] };
  raws.forEach((raw, i) => {
    const read = readRecord(raw, schema);
    if ('record' in read) page.records.push(read.record);
    else page.unreadable.push({ id: idOf(raw, firstPlace + i), reason: read.problem });
  });
  return page;
}
