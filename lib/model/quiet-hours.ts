/**
 * Quiet hours: a daily stretch of local time in which no notification is raised (the badge still
 * tells); what happened meanwhile is summed up in one notification when it ends.
 */
export interface QuietHours {
  enabled: boolean;
  /** Local wall-clock time it starts, "HH:MM" (what an `<input type="time">` gives). */
  from: string;
  /** Local wall-clock time it ends, "HH:MM"; before `from` when it runs past midnight. */
  to: string;
}

export const QUIET_HOURS_OFF: QuietHours = { enabled: false, from: '22:00', to: '07:00' };

/** "07:30" as minutes after midnight; null for anything else. */
export function clockMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** Both ends, when quiet hours are on and say a stretch of time (equal ends say none). */
function span(quiet: QuietHours) {
  if (!quiet.enabled) return null;
  const from = clockMinutes(quiet.from);
  const to = clockMinutes(quiet.to);
  return from === null || to === null || from === to ? null : { from, to };
}

/**
 * Whether `at` falls in quiet hours, read off the local wall clock at that moment: a day that
 * loses or gains an hour to daylight saving keeps "22:00 to 07:00" meaning those clock times.
 */
export function isQuietAt(quiet: QuietHours, at: number): boolean {
  const ends = span(quiet);
  if (!ends) return false;
  const local = new Date(at);
  const minute = local.getHours() * 60 + local.getMinutes();
  return ends.from < ends.to
    ? minute >= ends.from && minute < ends.to
    : minute >= ends.from || minute < ends.to;
}

/**
 * The first moment after `at` at which the local clock reads the end time. Built from the local
 * date, not by adding hours, so a daylight-saving change in between moves nothing; an end time
 * the clock skips that night (a spring-forward gap) comes as the clock's first time after it.
 */
export function quietEndAfter(quiet: QuietHours, at: number): number | null {
  const ends = span(quiet);
  if (!ends) return null;
  const day = new Date(at);
  for (let ahead = 0; ahead <= 2; ahead++) {
    const end = new Date(
      day.getFullYear(),
      day.getMonth(),
      day.getDate() + ahead,
      Math.floor(ends.to / 60),
      ends.to % 60,
    ).getTime();
    if (end > at) return end;
  }
  return null;
}
