import { storage } from 'wxt/utils/storage';

/**
 * Write payloads may carry secrets — a monitor's `authPassword` (and its request `body`, which
 * often holds API keys) or a status page's `password`. Outbox rows live in IndexedDB, where
 * secrets must never be, so those fields are split off into browser.storage.local under a
 * reference the row keeps, and merged back only at send time.
 */
const SECRET_FIELDS = ['authPassword', 'body', 'password'] as const;

const outboxSecretsItem = storage.defineItem<Record<string, Record<string, unknown>>>(
  'local:outboxSecrets',
  { fallback: {}, version: 1 },
);

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

export async function saveSecrets(ref: string, secrets: Record<string, unknown>) {
  const all = await outboxSecretsItem.getValue();
  await outboxSecretsItem.setValue({ ...all, [ref]: secrets });
}

export async function withSecrets(ref: string | undefined, payload: unknown): Promise<unknown> {
  if (!ref) return payload;
  const secrets = (await outboxSecretsItem.getValue())[ref];
  return secrets ? { ...(payload as object), ...secrets } : payload;
}

/** Merges the secrets of a coalesced row into the surviving row's reference. */
export async function mergeSecrets(into: string, from: string) {
  const all = await outboxSecretsItem.getValue();
  await outboxSecretsItem.setValue({ ...all, [into]: { ...all[into], ...all[from] } });
}

/** Drops secrets whose row is gone (sent, discarded, or never committed). */
export async function forgetSecretsExcept(liveRefs: ReadonlySet<string>) {
  const all = await outboxSecretsItem.getValue();
  const kept = Object.fromEntries(Object.entries(all).filter(([ref]) => liveRefs.has(ref)));
  if (Object.keys(kept).length !== Object.keys(all).length) await outboxSecretsItem.setValue(kept);
}
