import { storage } from 'wxt/utils/storage';

/**
 * Write payloads may carry secrets — a monitor's `authPassword` (and its request `body`, which
 * often holds API keys) or a status page's `password`. Outbox rows live in IndexedDB, where
 * secrets must never be, so those fields are split off into browser.storage.local under a
 * reference the row keeps, and merged back only at send time.
 */
const SECRET_FIELDS = ['authPassword', 'body', 'password'] as const;

/** One row's secret fields, and when they were put aside. */
interface KeptSecrets {
  savedAt: number;
  fields: Record<string, unknown>;
}

/**
 * Secrets are saved before their row commits (enqueue.ts), so a flush may meet them before the
 * row exists. Only once this much older, with still no row, are they an orphan to forget.
 */
const ORPHAN_AFTER_MS = 10 * 60_000;

const outboxSecretsItem = storage.defineItem<Record<string, KeptSecrets>>('local:outboxSecrets', {
  fallback: {},
  version: 2,
  migrations: {
    // v1 kept the fields alone; saved at "long ago" makes any orphan among them go at once.
    2: (v1: Record<string, Record<string, unknown>>) =>
      Object.fromEntries(Object.entries(v1).map(([ref, fields]) => [ref, { savedAt: 0, fields }])),
  },
});

export function splitSecrets(payload: unknown): {
  clean: unknown;
  secrets: Record<string, unknown> | null;
} {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    return { clean: payload, secrets: null };
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

export async function saveSecrets(ref: string, fields: Record<string, unknown>) {
  const all = await outboxSecretsItem.getValue();
  await outboxSecretsItem.setValue({ ...all, [ref]: { savedAt: Date.now(), fields } });
}

export async function withSecrets(ref: string | undefined, payload: unknown): Promise<unknown> {
  if (!ref) return payload;
  const kept = (await outboxSecretsItem.getValue())[ref];
  return kept ? { ...(payload as object), ...kept.fields } : payload;
}

/** Moves the secrets of a write coalesced into a queued row over to that row's reference. */
export async function mergeSecrets(into: string, from: string) {
  if (into === from) return;
  const { [from]: moved, ...others } = await outboxSecretsItem.getValue();
  if (!moved) return;
  const target = others[into];
  const fields = { ...target?.fields, ...moved.fields };
  await outboxSecretsItem.setValue({
    ...others,
    [into]: { savedAt: target?.savedAt ?? moved.savedAt, fields },
  });
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
  const all = await outboxSecretsItem.getValue();
  const needed = ([ref, kept]: [string, KeptSecrets]) =>
    live.has(ref) || (!finished.has(ref) && now - kept.savedAt < ORPHAN_AFTER_MS);
  const kept = Object.fromEntries(Object.entries(all).filter(needed));
  if (Object.keys(kept).length !== Object.keys(all).length) await outboxSecretsItem.setValue(kept);
}

/** The secret references of some rows. */
export function secretRefsOf(rows: readonly { secretRef?: string }[]): Set<string> {
  return new Set(rows.flatMap((row) => (row.secretRef ? [row.secretRef] : [])));
}
