/** The toolbar icon is the glance (issue 5): what it shows for a given state of the data. */
export interface GlanceFacts {
  downCount: number;
  signedIn: boolean;
  /** When monitors last synced successfully (ms), null if never. */
  lastSuccessAt: number | null;
  /** Whether the last attempt failed to reach the server. */
  unreachable: boolean;
  intervalMinutes: number;
  pendingWrites: number;
  now: number;
}

export interface Badge {
  text: string;
  color: string;
  title: string;
}

export const BADGE_DOWN_COLOR = '#d93025';
export const BADGE_UNKNOWN_COLOR = '#80868b';
/** Data older than this many sync intervals is no longer a truthful glance. */
export const STALE_AFTER_INTERVALS = 3;

export function isStale(facts: Pick<GlanceFacts, 'lastSuccessAt' | 'intervalMinutes' | 'now'>) {
  if (facts.lastSuccessAt === null) return true;
  return facts.now - facts.lastSuccessAt > STALE_AFTER_INTERVALS * facts.intervalMinutes * 60_000;
}

function describeAge(lastSuccessAt: number | null, now: number): string {
  if (lastSuccessAt === null) return 'never synced';
  const minutes = Math.round((now - lastSuccessAt) / 60_000);
  if (minutes < 1) return 'synced just now';
  if (minutes < 120) return `synced ${minutes} min ago`;
  return `synced ${Math.round(minutes / 60)} h ago`;
}

export function badgeForSummary(facts: GlanceFacts): Badge {
  const age = describeAge(facts.lastSuccessAt, facts.now);
  const pending =
    facts.pendingWrites > 0 ? `\n${facts.pendingWrites} change(s) waiting to be sent` : '';
  if (!facts.signedIn) {
    return {
      text: '?',
      color: BADGE_UNKNOWN_COLOR,
      title: `Gatehouse: signed out — open Settings to connect${pending}`,
    };
  }
  const down = facts.downCount === 0 ? 'All monitors up' : `${facts.downCount} monitor(s) down`;
  if (isStale(facts) || (facts.unreachable && facts.lastSuccessAt === null)) {
    const why = facts.unreachable ? 'server unreachable' : 'data is stale';
    return {
      text: '?',
      color: BADGE_UNKNOWN_COLOR,
      title: `Gatehouse: ${why}; last known: ${down} (${age})${pending}`,
    };
  }
  const reach = facts.unreachable ? ' — last sync failed' : '';
  return {
    text: facts.downCount > 0 ? String(facts.downCount) : '',
    color: BADGE_DOWN_COLOR,
    title: `Gatehouse: ${down} (${age})${reach}${pending}`,
  };
}
