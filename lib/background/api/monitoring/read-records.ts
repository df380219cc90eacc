import * as v from 'valibot';
import { fingerprintOf } from '../http/fingerprint';
import { type Page, type PageVersions, recordAtPlace, usableId } from '../http/paging';

/**
 * The most one record of a list may weigh, as JSON, to be stored. A monitor is about 700 bytes
 * and a status page with its monitors a few KB; unknown fields are kept (schemas-shared.ts), so
 * without a bound 20 MB of junk in one record would land in IndexedDB.
 */
export const MAX_RECORD_CHARS = 64 * 1024;

/**
 * The versions of a list's records the caller holds: a record sent exactly as one it holds
 * (same id, same fingerprint) was read, validated and stored before, so it is not read again.
 */
export interface KnownRecords {
  /** Folded into each fingerprint (fingerprint.ts): the version of what the caller keeps. */
  seed: number;
  /** The fingerprint of the record the caller holds under this id, if it holds one. */
  fingerprintOf(id: string): string | undefined;
}

/** A record's id as sent, when it has a usable one. */
function sentId(raw: unknown): string | undefined {
  return usableId(raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined);
}

/** The record as read, or why it cannot be (validated once: a big sync reads 10,000s). */
function readRecord<T>(
  raw: unknown,
  json: string,
  schema: v.GenericSchema<unknown, T>,
): { record: T } | { problem: string } {
  if (json.length > MAX_RECORD_CHARS)
    return { problem: `larger than ${MAX_RECORD_CHARS / 1024} KB` };
  const result = v.safeParse(schema, raw);
  if (result.success) return { record: result.output };
  const [issue] = result.issues;
  return { problem: `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}` };
}

/**
 * Reads a list one record at a time: the good ones are kept, each bad one (wrong field type, or
 * too large to store) is named instead of sinking the whole list. With `known`, a record sent
 * exactly as the caller holds it is only named as unchanged, and each record read carries its
 * fingerprint.
 */
export function readRecords<T>(
  raws: readonly unknown[],
  schema: v.GenericSchema<unknown, T>,
  firstPlace = 0,
  known?: KnownRecords,
): Page<T> & PageVersions {
  const page: Page<T> & PageVersions = {
    records: [],
    unreadable: [],
    fingerprints: [],
    unchanged: [],
  };
  raws.forEach((raw, i) => {
    const json = JSON.stringify(raw);
    const id = sentId(raw);
    const fingerprint = known && fingerprintOf(json, known.seed);
    if (fingerprint && id !== undefined && known?.fingerprintOf(id) === fingerprint) {
      page.unchanged.push(id);
      return;
    }
    const read = readRecord(raw, json, schema);
    if ('record' in read) {
      page.records.push(read.record);
      if (fingerprint) page.fingerprints.push(fingerprint);
    } else if (id !== undefined) page.unreadable.push({ id, reason: read.problem });
    else page.unreadable.push(recordAtPlace(firstPlace + i, read.problem));
  });
  return page;
}
