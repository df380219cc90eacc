import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CachedWindow,
  coverAt,
  isActiveAt,
  nextBoundary,
  type WindowSchedule,
} from '../../../lib/model/maintenance';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'];

const window = (schedule: WindowSchedule, status = 'scheduled'): CachedWindow => ({
  status,
  schedule,
});

/** The wall clock in `zone`: "2026-03-29 02:30" style, for what a person there reads. */
function wall(zone: string, at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { time: `${parts.hour}:${parts.minute}`, day: Number(parts.day), weekday: parts.weekday };
}

const iso = (at: number) => new Date(at).toISOString();
/** Instants between 2020 and 2035, to the minute. */
const instant = fc.integer({ min: 1_577_836_800_000 / 60_000, max: 2_051_222_400_000 / 60_000 });
const minutes = (n: number) => n * 60_000;

describe('a maintenance window covers its monitors by its schedule, in its own time zone', () => {
  it('a one-off window covers exactly from its start to its end', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 72 * 60 }), instant, (s, length, n) => {
        const start = minutes(s);
        const end = start + minutes(length);
        const now = minutes(n);
        const once = window({ type: 'once', start: iso(start), end: iso(end), timezone: 'UTC' });
        expect(isActiveAt(once, now)).toBe(start <= now && now < end);
        if (isActiveAt(once, now)) expect(coverAt(once, now)).toEqual({ until: end });
      }),
    );
  });

  it('a daily window begins at the same wall-clock time in its zone every day, across DST changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        instant,
        fc.integer({ min: 1, max: 23 * 60 }),
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        (zone, s, length, later) => {
          const start = minutes(s);
          const daily = window({
            type: 'daily',
            start: iso(start),
            end: iso(start + minutes(length)),
            timezone: zone,
          });
          const now = start + minutes(later);
          const cover = coverAt(daily, now);
          if (!cover) return;
          const began = (cover.until as number) - minutes(length);
          expect(began).toBeLessThanOrEqual(now);
          // Same wall time as the first start, unless that time does not exist on that day.
          const first = wall(zone, start).time;
          const shifted = wall(zone, began - HOUR).time === first;
          expect(wall(zone, began).time === first || shifted).toBe(true);
        },
      ),
    );
  });

  it('keeps 09:00 in New York across the spring DST change (not 09:00 UTC-5 turned 10:00)', () => {
    const daily = window({
      type: 'daily',
      start: '2026-03-01T14:00:00Z', // 09:00 EST
      end: '2026-03-01T16:00:00Z',
      timezone: 'America/New_York',
    });
    // 9 March 2026, after the change: 09:30 EDT is 13:30 UTC.
    expect(isActiveAt(daily, Date.parse('2026-03-09T13:30:00Z'))).toBe(true);
    expect(coverAt(daily, Date.parse('2026-03-09T13:30:00Z'))).toEqual({
      until: Date.parse('2026-03-09T15:00:00Z'),
    });
    expect(isActiveAt(daily, Date.parse('2026-03-09T15:30:00Z'))).toBe(false);
  });

  it('a weekly window begins only on its listed weekdays, as its zone counts them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        instant,
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        (zone, s, days, later) => {
          const start = minutes(s);
          const length = 90;
          const weekly = window({
            type: 'weekly',
            start: iso(start),
            end: iso(start + minutes(length)),
            timezone: zone,
            days,
          });
          const cover = coverAt(weekly, start + minutes(later));
          if (!cover) return;
          const began = (cover.until as number) - minutes(length);
          const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
          expect(days.map((day) => names[day])).toContain(wall(zone, began).weekday);
        },
      ),
    );
  });

  it('a monthly window begins on the start day each month, on the last day of a shorter month', () => {
    const monthly = window({
      type: 'monthly',
      start: '2026-01-31T22:00:00Z',
      end: '2026-01-31T23:00:00Z',
      timezone: 'UTC',
    });
    expect(isActiveAt(monthly, Date.parse('2026-02-28T22:30:00Z'))).toBe(true);
    expect(isActiveAt(monthly, Date.parse('2026-03-03T22:30:00Z'))).toBe(false);
    expect(isActiveAt(monthly, Date.parse('2026-03-31T22:30:00Z'))).toBe(true);
    expect(isActiveAt(monthly, Date.parse('2026-04-30T22:30:00Z'))).toBe(true);
    expect(isActiveAt(monthly, Date.parse('2025-12-31T22:30:00Z'))).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 * 24 * 60 }), (later) => {
        const now = Date.parse('2026-01-31T22:00:00Z') + minutes(later);
        const cover = coverAt(monthly, now);
        if (!cover) return;
        const began = new Date((cover.until as number) - HOUR);
        const last = new Date(Date.UTC(began.getUTCFullYear(), began.getUTCMonth() + 1, 0));
        expect(began.getUTCDate()).toBe(Math.min(31, last.getUTCDate()));
      }),
    );
  });

  it('nothing changes before the next boundary, and something may at it', () => {
    const types = ['once', 'daily', 'weekly', 'monthly'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.constantFrom(...ZONES),
        instant,
        fc.integer({ min: 1, max: 30 * 60 }),
        fc.integer({ min: -3 * 24 * 60, max: 40 * 24 * 60 }),
        fc.integer({ min: 0, max: 6 }),
        (type, zone, s, length, later, day) => {
          const start = minutes(s);
          const schedule = {
            type,
            start: iso(start),
            end: iso(start + minutes(length)),
            timezone: zone,
            days: [day],
          };
          const win = window(schedule);
          const now = start + minutes(later);
          const boundary = nextBoundary(win, now);
          if (boundary === null) {
            expect(type).toBe('once');
            expect(isActiveAt(win, now)).toBe(false);
            return;
          }
          expect(boundary).toBeGreaterThan(now);
          const active = isActiveAt(win, now);
          for (const at of [now + 1, Math.floor((now + boundary) / 2), boundary - 1])
            if (at < boundary) expect(isActiveAt(win, at)).toBe(active);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a paused or ended window covers nothing; "active" stands in for a schedule it cannot read', () => {
    const running = {
      type: 'once',
      start: iso(Date.now() - HOUR),
      end: iso(Date.now() + HOUR),
      timezone: 'UTC',
    };
    expect(isActiveAt(window(running, 'paused'), Date.now())).toBe(false);
    expect(isActiveAt(window(running, 'ended'), Date.now())).toBe(false);
    expect(nextBoundary(window(running, 'ended'), Date.now())).toBeNull();
    // The schedule says over: a cached "active" from before is out of date.
    expect(isActiveAt(window(running, 'active'), Date.now() + DAY)).toBe(false);
    const unreadable = { ...running, timezone: 'Mars/Olympus_Mons' };
    expect(coverAt(window(unreadable, 'active'), Date.now())).toEqual({});
    expect(isActiveAt(window(unreadable, 'scheduled'), Date.now())).toBe(false);
    expect(coverAt({ status: 'active' }, Date.now())).toEqual({});
    expect(isActiveAt(window({ ...running, type: 'yearly' }, 'scheduled'), Date.now())).toBe(false);
  });
});
