import murmurhash from 'murmurhash';

/**
 * A short fingerprint of a record as the server sent it: its JSON's length and MurmurHash3 (the
 * kept `murmurhash` package; FNV packages hash with BigInt and cost ten times more). A table that
 * indexes it (MonitorRow.fp) finds its unchanged rows by reading index keys, never the rows
 * themselves: reading a row back costs a structured-clone deserialization, and reading 10,000
 * of them was most of a sync in which nothing had changed.
 *
 * Two different versions of one record collide only with the same length and the same 32-bit
 * hash; the schemas give every record its fields in one order, so equal records always match.
 */
export function fingerprintOf(record: object): string {
  const json = JSON.stringify(record);
  return `${json.length.toString(36)}.${murmurhash.v3(json).toString(36)}`;
}
