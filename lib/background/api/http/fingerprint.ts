import murmurhash from 'murmurhash';

const encoder = new TextEncoder();
/** Room for a record of 16,384 characters at least; a monitor is about 700 (read-records.ts). */
const reusedBytes = new Uint8Array(48 * 1024);

/**
 * The UTF-8 bytes murmurhash hashes a string by, written into one buffer kept for records of a
 * usual size: the package makes a TextEncoder and a fresh array per string, and a big sync
 * hashes 10,000s of records (`npm run bench:sync`, worker peak heap). The view is only valid
 * until the next call.
 */
function utf8Of(text: string): Uint8Array {
  // UTF-8 takes at most 3 bytes per UTF-16 unit.
  if (text.length * 3 > reusedBytes.length) return encoder.encode(text);
  const { written } = encoder.encodeInto(text, reusedBytes);
  return reusedBytes.subarray(0, written);
}

/**
 * A short fingerprint of a record exactly as the server sent it (its JSON as parsed from the
 * answer): the JSON's length and its MurmurHash3 (the kept `murmurhash` package; FNV packages
 * hash with BigInt and cost ten times more), seeded with the version of what the caller keeps of
 * a record (lib/model/monitor-row.ts MONITOR_ROW_VERSION), so that a build keeping something
 * else rewrites every row once.
 *
 * A table that indexes it (MonitorRow.fp) finds its unchanged rows by reading index keys, never
 * the rows themselves, and a list reader (read-records.ts) skips a record sent unchanged before
 * validating or mapping it: those steps were most of a sync in which nothing had changed. Two
 * different versions of one record collide only with the same length and the same 32-bit hash.
 */
export function fingerprintOf(json: string, seed: number): string {
  return `${json.length.toString(36)}.${murmurhash.v3(utf8Of(json), seed).toString(36)}`;
}
