/** What a timed pause needs to know of a monitor. */
export interface PauseCandidate {
  id: string;
  pause: string;
}

/**
 * Who a timed pause acts on. A running monitor is paused and resumes at the end. One already
 * under a timed pause takes the new resume time, with no second write. One the user paused by
 * hand is left alone by a pause of many (it gets no resume time, so the end never wakes it); a
 * pause of that one monitor by name (`adoptHandPaused`: its row menu) gives it the resume time.
 */
export function planTimedPause(
  monitors: readonly PauseCandidate[],
  timed: ReadonlySet<string>,
  { adoptHandPaused = false } = {},
): { pause: string[]; extend: string[] } {
  const pause: string[] = [];
  const extend: string[] = [];
  for (const monitor of monitors) {
    if (monitor.pause !== 'paused') pause.push(monitor.id);
    else if (timed.has(monitor.id) || adoptHandPaused) extend.push(monitor.id);
  }
  return { pause, extend };
}

/** The glance's "12 paused until 17:00": how many, the soonest resume, and whether all share it. */
export function timedPauseSummary(resumes: readonly { resumeAt: number }[]) {
  if (resumes.length === 0) return null;
  const times = resumes.map((resume) => resume.resumeAt);
  const soonest = Math.min(...times);
  return { count: resumes.length, soonest, together: times.every((at) => at === soonest) };
}

/** Timed pauses end no later than this after they start. */
export const LONGEST_TIMED_PAUSE_MS = 7 * 24 * 3_600_000;

/**
 * "Until 17:00": the next time the clock shows `hours:minutes` (today, or tomorrow if that has
 * passed), in local time as the time field shows it. null for a time that is not one.
 */
export function nextClockTime(text: string, now: number): number | null {
  const parts = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!parts) return null;
  const [hours, minutes, seconds] = [Number(parts[1]), Number(parts[2]), Number(parts[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const at = new Date(now);
  at.setHours(hours, minutes, seconds, 0);
  if (at.getTime() <= now) at.setDate(at.getDate() + 1);
  return at.getTime();
}
