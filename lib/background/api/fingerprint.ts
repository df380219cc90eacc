import murmurhash from 'murmurhash';

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
  return `${json.length.toString(36)}.${murmurhash.v3(json, seed).toString(36)}`;
}
