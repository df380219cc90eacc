import { policyOf } from './errors/error-policy';
import type { SyncStateRow } from './rows';

/*
 * What the pages say about one connection. "connected" means the last contact worked: being set
 * up is not enough. What a failure means comes from lib/model/errors/error-policy.ts, as for the glance
 * (lib/model/overall-state.ts), so the footer, the header and the badge agree about it.
 */
export type ConnectionState =
  | 'not-set-up'
  /** The browser says it has no network: nothing is tried, so nothing is "connecting". */
  | 'offline'
  | 'connecting'
  | 'connected'
  | 'unreachable'
  | 'not-answering'
  | 'rate-limited'
  | 'signed-out'
  | 'server-trouble'
  /** The server answered, but this device had no room to keep what it sent. */
  | 'storage-full';

/**
 * From whether the connection is set up, the sync state of a resource it serves and whether the
 * browser is online (navigator.onLine of the page looking).
 */
export function connectionState(
  configured: boolean,
  sync: SyncStateRow | undefined,
  online: boolean,
): ConnectionState {
  if (!configured) return 'not-set-up';
  if (!online) return 'offline';
  const problem = sync?.lastError ? policyOf(sync.lastError.kind).glance : 'none';
  if (problem === 'none') return sync?.lastSuccessAt ? 'connected' : 'connecting';
  const named: readonly ConnectionState[] = [
    'signed-out',
    'unreachable',
    'not-answering',
    'rate-limited',
    'storage-full',
  ];
  // Any other problem, including one added to the policy later, is the server's trouble.
  return named.find((state) => state === problem) ?? 'server-trouble';
}

/** The last contact failed: what the page shows may be older than it looks. */
export const lastContactFailed = (state: ConnectionState) =>
  !['not-set-up', 'offline', 'connecting', 'connected'].includes(state);
