/*
 * The recent changes ("Recent changes" on the options page): each up, down, pause and resume
 * Gatehouse saw, kept locally for TIMELINE_KEPT_DAYS and at most TIMELINE_MAX_ENTRIES, written by
 * the worker in the transaction that stored the change (lib/storage/worker-timeline.ts).
 */

/** What changed: a health confirmed by two syncs (lib/model/transitions.ts), or the pause. */
export type TimelineChange = 'down' | 'up' | 'paused' | 'resumed';

export interface TimelineEntry {
  seq?: number;
  monitorId: string;
  /** The monitor's name when it changed: it may be renamed, or gone, since. */
  name: string;
  change: TimelineChange;
  /**
   * When it happened, ms: for a health, when the first sync that saw it ran (an outage starts
   * when it went down, not when a second sync confirmed it); for a pause, when the server's
   * paused or running row was stored.
   */
  at: number;
  /**
   * When the sync or answer that recorded it began. Not what "new since you last looked" compares:
   * a long pull commits after it began, and a look in between would pass over its changes; the
   * `seq`, given in the order changes are stored, is (isNewSince).
   */
  recordedAt: number;
  /** When the monitor's next change happened, which ended this one; absent while it lasts. */
  until?: number;
}

export const TIMELINE_KEPT_DAYS = 30;
export const TIMELINE_KEPT_MS = TIMELINE_KEPT_DAYS * 24 * 60 * 60_000;
/** At most this many are kept, the oldest recorded dropped first: 30 days of a flapping fleet. */
export const TIMELINE_MAX_ENTRIES = 20_000;

/** How long the change lasted, in ms, until the monitor's next one; null while it lasts. */
export function lastedFor(entry: Pick<TimelineEntry, 'at' | 'until'>): number | null {
  return entry.until === undefined ? null : Math.max(0, entry.until - entry.at);
}

/** The user's last look at the recent changes: when, and the latest change they were shown. */
export interface TimelineLook {
  at: number;
  /** The highest `seq` shown: changes are stored with ever higher ones. */
  seq: number;
}

/** Stored after every change the user was last shown (null: never looked, so every one is new). */
export function isNewSince(entry: Pick<TimelineEntry, 'seq'>, look: TimelineLook | null) {
  return look === null || (entry.seq ?? Number.POSITIVE_INFINITY) > look.seq;
}

/** A look at `shown` at `now`: a look at fewer (a search) forgets none seen before. */
export function lookedAt(
  before: TimelineLook | null,
  shown: readonly Pick<TimelineEntry, 'seq'>[],
  now: number,
): TimelineLook {
  const seqs = shown.map((entry) => entry.seq ?? 0);
  return { at: now, seq: Math.max(before?.seq ?? 0, ...seqs) };
}

type Paused = { pause?: string } | undefined;

/**
 * What a monitor's pause did between two versions of its row (the stored one and the server's
 * next), or null: unchanged, or one of them missing (a monitor seen for the first time, or gone).
 */
export function pauseChangeOf(before: Paused, after: Paused): 'paused' | 'resumed' | null {
  if (!before || !after || (before.pause === 'paused') === (after.pause === 'paused')) return null;
  return after.pause === 'paused' ? 'paused' : 'resumed';
}
