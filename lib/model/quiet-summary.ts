import type { Health } from './transitions';

/** What the summary after quiet hours needs to know of a held change. */
export interface HeldChange {
  monitorId: string;
  to: Health;
  at: number;
  seq?: number;
}

export interface QuietSummary {
  /** Changes to down held: a monitor that went down twice counts twice. */
  wentDown: number;
  /** Recoveries held. */
  cameBack: number;
  /** Monitors whose last held change was down and that are down still. */
  stillDown: number;
}

/**
 * What the one notification after quiet hours says. A monitor that went down and came back
 * counts in both; one is still down when its last held change was down and it is down now
 * (`downNow`: a recovery not yet confirmed is no reason to say otherwise).
 */
export function summarizeHeld(
  held: readonly HeldChange[],
  downNow: ReadonlySet<string>,
): QuietSummary {
  const last = new Map<string, HeldChange>();
  for (const change of [...held].sort((a, b) => a.at - b.at || (a.seq ?? 0) - (b.seq ?? 0)))
    last.set(change.monitorId, change);
  const lastDown = [...last.values()].filter((change) => change.to === 'down');
  return {
    wentDown: held.filter((change) => change.to === 'down').length,
    cameBack: held.filter((change) => change.to === 'up').length,
    stillDown: lastDown.filter((change) => downNow.has(change.monitorId)).length,
  };
}

export const QUIET_SUMMARY_PREFIX = 'quiet:';

/** The summary's id: the same held changes make the same id, so a pass run again replaces it. */
export function quietSummaryId(held: readonly HeldChange[]): string {
  const seqs = held.map((change) => change.seq ?? 0);
  return `${QUIET_SUMMARY_PREFIX}${Math.min(...seqs)}-${Math.max(...seqs)}`;
}
