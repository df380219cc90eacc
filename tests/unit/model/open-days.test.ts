import { describe, expect, it } from 'vitest';
import { MUSEUM_TIME_PATTERN } from '../../../lib/model/museum/schemas';
import {
  closedForToday,
  eventDaysLeft,
  MUSEUM_TIME,
  minutesOfDay,
  openDays,
} from '../../../lib/model/open-days';
import type { RecordOf } from '../../../lib/model/resources';

/** Local wall-clock time on 2031-07-12, a Saturday. */
const at = (hours: number, minutes = 0) => new Date(2031, 6, 12, hours, minutes);
const row = (date: string, timeOpen: string, timeClose: string): RecordOf<'museumHours'> => ({
  date,
  timeOpen,
  timeClose,
});

describe('the days a ticket can be bought for', () => {
  it('reads the pattern the schema admits, with or without the colon', () => {
    expect(MUSEUM_TIME.source).toBe(MUSEUM_TIME_PATTERN.source);
    expect(minutesOfDay('1700')).toBe(17 * 60);
    expect(minutesOfDay('17:00')).toBe(17 * 60);
    expect(minutesOfDay('2359')).toBe(23 * 60 + 59);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('late')).toBeNull();
  });

  it('keeps today until its closing minute, then drops it', () => {
    const today = row('2031-07-12', '0900', '1700');
    expect(closedForToday(today, at(16, 59))).toBe(false);
    expect(closedForToday(today, at(17, 0))).toBe(true);
    expect(closedForToday(undefined, at(23, 59))).toBe(false);
    // A closing time outside the pattern (an older cached row) never hides a day.
    expect(closedForToday(row('2031-07-12', '09:00', 'late'), at(23, 59))).toBe(false);
  });

  it('offers only published days from today on, soonest first', () => {
    const hours = [
      row('2031-07-15', '09:00', '17:00'),
      row('2031-07-11', '09:00', '17:00'),
      row('2031-07-12', '0900', '1700'),
      row('2031-07-13', '0900', '1700'),
    ];
    expect(openDays(hours, at(10))).toEqual(['2031-07-12', '2031-07-13', '2031-07-15']);
    expect(openDays(hours, at(18))).toEqual(['2031-07-13', '2031-07-15']);
    expect(openDays([], at(10))).toEqual([]);
  });

  it("drops an event's today only once the museum has closed", () => {
    const hours = [row('2031-07-12', '09:00', '21:00')];
    const dates = ['2031-07-12', '2031-07-19'];
    expect(eventDaysLeft(dates, hours, at(20, 59))).toEqual(dates);
    expect(eventDaysLeft(dates, hours, at(21))).toEqual(['2031-07-19']);
    expect(eventDaysLeft(dates, [], at(23))).toEqual(dates);
  });
});
