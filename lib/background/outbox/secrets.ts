import { storage } from 'wxt/utils/storage';

/**
 * Some writes carry secrets: a monitor's `authPassword` (and its request `body`, which often holds
 * API keys) or a status page's `password`. Outbox rows live in IndexedDB, where secrets must never
 * be, so those fields are split off into browser.storage.local and merged back only at send time.
 *
 * Each put-aside set of fields has a key of its own (`outboxSecret.<ref>`), written once and then
 * only deleted: two saves at once can never overwrite each other's secrets, as they could when all
 * of them shared one object rewritten read-modify-write. A row lists its refs in order; a later
 * edit folded into a queued row adds its ref, so its secrets win (secretRefs, outbox-row.ts).
 */
const SECRET_FIELDS = ['authPassword', 'body', 'password'] as const;
const KEY_PREFIX = 'outboxSecret.';
/**
 * Where older versions kept all of them in one object; read until those rows are gone. Its first
 * version kept each write's fields alone, its second as KeptSecrets (its version is in the item's
 * meta, as storage.defineItem wrote it).
 */
const LEGACY_KEY = 'local:outboxSecrets';

/** One write's secret fields, and when they were put aside. */
interface KeptSecrets {
  savedAt: number;
  fields: Record<string, unknown>;
}

/**
 * Secrets are saved before their row commits (enqueue.ts), so a flush may meet them before the
 * row exists. Only once this much older, with still no row, are they an orphan to forget.
 */
const ORPHAN_AFTER_MS = 10 * 60_000;

const keyOf = (ref: string) => `local:${KEY_PREFIX}${ref}` as const;

export function splitSecrets(payload: object): {
  clean: Record<string, unknown>;
  secrets: Record<string, unknown> | null;
} {
  const clean: Record<string, unknown> = { ...payload };
  const secrets: Record<string, unknown> = {};
  for (const field of SECRET_FIELDS) {
    if (field in clean) {
      secrets[field] = clean[field];
      delete clean[field];
    }
  }
  return { clean, secrets: Object.keys(secrets).length > 0 ? secrets : null };
}

/** The legacy object's secrets, each as KeptSecrets whichever version wrote them. */
async function legacySecrets(): Promise<Record<string, KeptSecrets> | null> {
  const [legacy, meta] = await Promise.all([
    storage.getItem<Record<string, unknown>>(LEGACY_KEY),
    storage.getMeta<{ v?: number }>(LEGACY_KEY),
  ]);
  if (!legacy || (meta.v ?? 1) >= 2) return legacy as Record<string, KeptSecrets> | null;
  // Saved "long ago", as the item's own migration to its second version had it: an orphan among
  // them goes at once.
  const wrap = ([ref, fields]: [string, unknown]) => [ref, { savedAt: 0, fields }];
  return Object.fromEntries(Object.entries(legacy).map(wrap));
}

/** Puts one write's secrets aside under a new reference, which it answers. */
export async function saveSecrets(fields: Record<string, unknown>): Promise<string> {
  const ref = crypto.randomUUID();
  await storage.setItem<KeptSecrets>(keyOf(ref), { savedAt: Date.now(), fields });
  return ref;
}

/** The payload with its secrets back in, the latest reference winning. */
export async function withSecrets(refs: readonly string[] | undefined, payload: unknown) {
  if (!refs?.length || !payload || typeof payload !== 'object') return payload;
  const [kept, legacy] = await Promise.all([storage.getItems(refs.map(keyOf)), legacySecrets()]);
  const fields = refs.map(
    (ref, index) => (kept[index]?.value as KeptSecrets | null)?.fields ?? legacy?.[ref]?.fields,
  );
  return Object.assign({}, payload, ...fields);
}

/**
 * Drops secrets no row needs: those of `finished` rows (sent or discarded) at once, and orphans
 * (no row in `live`) once they are too old to belong to a row still being committed.
 */
export async function forgetSecrets(
  finished: ReadonlySet<string>,
  live: ReadonlySet<string>,
  now = Date.now(),
) {
  const all = await storage.snapshot('local');
  const unneeded = (ref: string, kept: KeptSecrets | undefined) =>
    !live.has(ref) && (finished.has(ref) || now - (kept?.savedAt ?? 0) >= ORPHAN_AFTER_MS);
  const stale = Object.entries(all).flatMap(([key, value]) =>
    key.startsWith(KEY_PREFIX) && unneeded(key.slice(KEY_PREFIX.length), value as KeptSecrets)
      ? [`local:${key}` as const]
      : [],
  );
  if (stale.length > 0) await storage.removeItems(stale);
  const legacy = await legacySecrets();
  if (legacy && Object.keys(legacy).every((ref) => unneeded(ref, legacy[ref]))) {
    await storage.removeItem(LEGACY_KEY, { removeMeta: true });
  }
}

/** The secret references of some rows. */
export function secretRefsOf(rows: readonly { secretRefs?: string[] }[]): Set<string> {
  return new Set(rows.flatMap((row) => row.secretRefs ?? []));
}
