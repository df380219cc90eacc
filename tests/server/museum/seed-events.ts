import { createHash } from 'node:crypto';
import { addDays, localToday, weekdayOf } from './calendar';
import { DEMO_PROGRAMME } from './seed-programme';
import type { MuseumEvent } from './state';

/** A stable UUID per template, so a reset keeps the ids the extension has cached. */
function seededUuid(key: string): string {
  const hex = createHash('sha256').update(`gatehouse-museum-event:${key}`).digest('hex');
  const variant = (8 + (Number.parseInt(hex.charAt(16), 16) % 4)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The Tuesday before a week ago (eight to fourteen days back): the programme's first event is the
 * day after it, so the programme always starts a week ago or earlier, whatever today's weekday.
 */
function anchorTuesday(now: Date): string {
  const dayBeforeWeekAgo = addDays(localToday(now), -8);
  return addDays(dayBeforeWeekAgo, -((weekdayOf(dayBeforeWeekAgo) - 2 + 7) % 7));
}

/** The demo programme: 15 events from 7–13 days back to 30–36 days ahead, relative to `now`. */
export function seedEvents(now: Date): Map<string, MuseumEvent> {
  const anchor = anchorTuesday(now);
  const events = DEMO_PROGRAMME.map((template) => ({
    eventId: seededUuid(template.key),
    name: template.name,
    location: template.location,
    eventDescription: template.eventDescription,
    dates: template.days.map((day) => addDays(anchor, day)),
    price: template.price,
  }));
  return new Map(events.map((event) => [event.eventId, event]));
}
