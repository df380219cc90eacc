import { UNTIL_SIGNED_IN } from './outbox-row';

/*
 * Gatehouse stores the ends of its waits as wall-clock times (Date.now()): a timed pause's
 * resume, a write's retry, a sync's backoff. Set back a day, the clock would make a one-hour
 * wait last a day and an hour. So the worker keeps the latest wall time it knows has passed; a
 * clock that reads earlier went back by at least the difference, and every stored time moves
 * back by as much: no wait lasts longer than asked. A clock put forward (or a machine that slept)
 * only ends waits sooner, and is left alone.
 */

/** Steps back smaller than this pass unnoticed: timer jitter and the clock's small corrections. */
export const CLOCK_SLACK_MS = 2_000;

/** What the worker last knew of the clock, kept where it outlives the worker. */
export interface ClockCheckpoint {
  /** The latest wall time known to have passed. */
  seenAt: number;
  /** The worker life that saw it (performance.timeOrigin) and its performance.now() then. */
  life: number;
  mono: number;
  /** How far this life has moved the stored times back so far. */
  moved: number;
}

/** One worker life's view of the clock now: its wall time and its monotonic one. */
export interface ClockReading {
  wall: number;
  life: number;
  mono: number;
}

/**
 * How far the clock went back, or 0. In the worker life that wrote the checkpoint the monotonic
 * clock says how much time passed since; across lives only that `seenAt` had passed, so a worker
 * stopped meanwhile finds the step less the time it was stopped (docs/ARCHITECTURE.md, Waits and
 * the wall clock). An alarm's time that fired (`firedAt`) had passed too, as set before any move
 * this life made.
 */
export function clockWentBackBy(
  checkpoint: ClockCheckpoint | null,
  now: ClockReading,
  firedAt = 0,
): number {
  const sameLife = checkpoint?.life === now.life;
  const seen = checkpoint
    ? checkpoint.seenAt + (sameLife ? Math.max(0, now.mono - checkpoint.mono) : 0)
    : 0;
  const fired = firedAt - (sameLife ? (checkpoint?.moved ?? 0) : 0);
  const jump = Math.max(seen, fired) - now.wall;
  return jump > CLOCK_SLACK_MS ? jump : 0;
}

/** The checkpoint after a look at the clock that moved stored times back by `jump` (maybe 0). */
export function checkpointAfter(
  checkpoint: ClockCheckpoint | null,
  now: ClockReading,
  jump: number,
): ClockCheckpoint {
  const movedBefore = checkpoint?.life === now.life ? checkpoint.moved : 0;
  return { seenAt: now.wall, life: now.life, mono: now.mono, moved: movedBefore + jump };
}

/**
 * A stored time, in the clock that went back by `jump`. 0 (at once), a missing time and
 * UNTIL_SIGNED_IN (no time) mean the same after any move.
 */
export function movedBack<T>(at: T, jump: number): T {
  if (typeof at !== 'number' || at <= 0 || at === UNTIL_SIGNED_IN) return at;
  return (at - jump) as T;
}
