import type { GlanceFacts, OverallState } from '../../model/overall-state';
import { message, numberText, plural } from '../../platform/i18n';

/** The toolbar icon is the glance: the popup header's state (overall-state.ts) in a few characters. */
export interface Badge {
  text: string;
  color: string;
  title: string;
}

export const BADGE_DOWN_COLOR = '#d93025';
export const BADGE_UNKNOWN_COLOR = '#80868b';
/** After a count the badge cannot vouch for now: "3?" is "3 down when last seen". */
const STALE_MARK = '?';

function describeAge(lastSuccessAt: number | null, now: number): string {
  if (lastSuccessAt === null) return message('badgeNeverSynced');
  const minutes = Math.round((now - lastSuccessAt) / 60_000);
  if (minutes < 1) return message('badgeSyncedJustNow');
  if (minutes < 120) return message('badgeSyncedMinutes', numberText(minutes));
  return message('badgeSyncedHours', numberText(Math.round(minutes / 60)));
}

/** Why the badge cannot vouch for the count (read when the badge is drawn, in its language). */
function whyUnknown(kind: OverallState['kind']): string | undefined {
  const why: Partial<Record<OverallState['kind'], () => string>> = {
    offline: () => message('badgeWhyOffline'),
    unreachable: () => message('badgeWhyUnreachable'),
    'not-answering': () => message('badgeWhyNotAnswering'),
    'rate-limited': () => message('badgeWhyRateLimited'),
    'sync-failing': () => message('badgeWhySyncFailing'),
    stale: () => message('badgeWhyStale'),
    'first-sync': () => message('badgeWhyFirstSync'),
  };
  return why[kind]?.();
}

export function badgeFor(state: OverallState, facts: GlanceFacts & { pendingWrites: number }) {
  const lastSuccessAt = facts.monitorsSync?.lastSuccessAt ?? null;
  const age = describeAge(lastSuccessAt, facts.now);
  const pending = facts.pendingWrites > 0 ? `\n${plural('badgePending', facts.pendingWrites)}` : '';
  const unknown = (title: string): Badge => ({ text: '?', color: BADGE_UNKNOWN_COLOR, title });
  /**
   * The last count the server gave stays, marked as not confirmed now: a failing sync, or a
   * sign-in that lapsed, does not make a known outage unknown. With none down, or never synced,
   * there is no count to keep.
   */
  const lastKnown = (title: string): Badge =>
    lastSuccessAt === null || facts.downCount === 0
      ? unknown(title)
      : { text: `${facts.downCount}${STALE_MARK}`, color: BADGE_DOWN_COLOR, title };
  if (state.kind === 'setup') return unknown(`${message('badgeSignedOut')}${pending}`);
  if (state.kind === 'signed-out') return lastKnown(`${message('badgeSignedOut')}${pending}`);
  const down =
    facts.downCount === 0 ? message('overallAllUp') : plural('overallDown', facts.downCount);
  const why = whyUnknown(state.kind);
  if (why) return lastKnown(`${message('badgeUnknown', [why, down, age])}${pending}`);
  return {
    text: state.kind === 'down' ? String(state.count) : '',
    color: BADGE_DOWN_COLOR,
    title: `${message('badgeKnown', [down, age])}${pending}`,
  } satisfies Badge;
}
