import { policyOf } from '../error-policy';
import type { SyncStateRow } from './rows';

/*
 * What the pages say about one connection. "connected" means the last contact worked: being set
 * up is not enough. What a failure means comes from lib/error-policy.ts, as for the glance
 * (lib/db/overall-state.ts), so the footer, the header and the badge agree about it.
 */
export type ConnectionState =
  | 'not-set-up'
  | 'connecting'
  | 'connected'
  | 'unreachable'
  | 'signed-out'
  | 'server-trouble';

/** From whether the connection is set up and the sync state of a resource it serves. */
export function connectionState(
  configured: boolean,
  sync: SyncStateRow | undefined,
): ConnectionState {
  if (!configured) return 'not-set-up';
  const problem = sync?.lastError ? policyOf(sync.lastError.kind).glance : 'none';
  if (problem === 'signed-out') return 'signed-out';
  if (problem === 'unreachable') return 'unreachable';
  if (problem === 'server-trouble') return 'server-trouble';
  return sync?.lastSuccessAt ? 'connected' : 'connecting';
}

/** The last contact failed: what the page shows may be older than it looks. */
export const lastContactFailed = (state: ConnectionState) =>
  state === 'unreachable' || state === 'signed-out' || state === 'server-trouble';
