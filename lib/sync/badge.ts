import type { GlanceFacts, OverallState } from '../db/overall-state';

/** The toolbar icon is the glance: the popup header's state (overall-state.ts) in a few characters. */
export interface Badge {
  text: string;
  color: string;
  title: string;
}

export const BADGE_DOWN_COLOR = '#d93025';
export const BADGE_UNKNOWN_COLOR = '#80868b';

function describeAge(lastSuccessAt: number | null, now: number): string {
  if (lastSuccessAt === null) return 'never synced';
  const minutes = Math.round((now - lastSuccessAt) / 60_000);
  if (minutes < 1) return 'synced just now';
  if (minutes < 120) return `synced ${minutes} min ago`;
  return `synced ${Math.round(minutes / 60)} h ago`;
}

const WHY_UNKNOWN: Partial<Record<OverallState['kind'], string>> = {
  offline: 'server unreachable',
  'not-answering': 'the server is not answering',
  'rate-limited': 'the server asked to wait',
  'sync-failing': 'the last sync failed',
  stale: 'data is stale',
  'first-sync': 'first sync under way',
};

export function badgeFor(state: OverallState, facts: GlanceFacts & { pendingWrites: number }) {
  const lastSuccessAt = facts.monitorsSync?.lastSuccessAt ?? null;
  const age = describeAge(lastSuccessAt, facts.now);
  const pending =
    facts.pendingWrites > 0 ? `\n${facts.pendingWrites} change(s) waiting to be sent` : '';
  const unknown = (title: string): Badge => ({ text: '?', color: BADGE_UNKNOWN_COLOR, title });
  if (state.kind === 'setup' || state.kind === 'signed-out')
    return unknown(`Gatehouse: signed out — open Settings to connect${pending}`);
  const down = facts.downCount === 0 ? 'All monitors up' : `${facts.downCount} monitor(s) down`;
  const why = WHY_UNKNOWN[state.kind];
  if (why) return unknown(`Gatehouse: ${why}; last known: ${down} (${age})${pending}`);
  return {
    text: state.kind === 'down' ? String(state.count) : '',
    color: BADGE_DOWN_COLOR,
    title: `Gatehouse: ${down} (${age})${pending}`,
  } satisfies Badge;
}
