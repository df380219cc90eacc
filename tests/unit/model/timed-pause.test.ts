import { describe, expect, it } from 'vitest';
import { nextClockTime, planTimedPause, timedPauseSummary } from '../../../lib/model/timed-pause';

describe('planTimedPause: who a timed pause pauses, and so who its end resumes', () => {
  const monitors = [
    { id: 'running', pause: 'active' },
    { id: 'by-hand', pause: 'paused' },
    { id: 'timed', pause: 'paused' },
  ];

  it('pauses the running ones and leaves a monitor paused by hand out, so it is never resumed', () => {
    expect(planTimedPause(monitors, new Set())).toEqual({ pause: ['running'], extend: [] });
  });

  it('gives one already under a timed pause the new time without pausing it again', () => {
    expect(planTimedPause(monitors, new Set(['timed']))).toEqual({
      pause: ['running'],
      extend: ['timed'],
    });
  });

  it('a pause of that one monitor by name gives the hand-paused one the resume time, with no write', () => {
    expect(planTimedPause(monitors, new Set(), { adoptHandPaused: true })).toEqual({
      pause: ['running'],
      extend: ['by-hand', 'timed'],
    });
  });

  it('pressed twice, the second finds the first pause and queues nothing new', () => {
    const first = planTimedPause([{ id: 'm1', pause: 'active' }], new Set());
    const second = planTimedPause([{ id: 'm1', pause: 'paused' }], new Set(first.pause));
    expect(second).toEqual({ pause: [], extend: ['m1'] });
  });
});

describe('timedPauseSummary: the glance line', () => {
  it('says nothing when no timed pause runs', () => {
    expect(timedPauseSummary([])).toBeNull();
  });

  it('counts them, with the soonest resume, and whether all resume then', () => {
    expect(timedPauseSummary([{ resumeAt: 5 }, { resumeAt: 5 }])).toEqual({
      count: 2,
      soonest: 5,
      together: true,
    });
    expect(timedPauseSummary([{ resumeAt: 9 }, { resumeAt: 5 }])).toEqual({
      count: 2,
      soonest: 5,
      together: false,
    });
  });
});

describe('nextClockTime: "until 17:00"', () => {
  const now = new Date(2026, 10, 26, 14, 30).getTime();

  it('is today when that time is still ahead', () => {
    expect(nextClockTime('17:00', now)).toBe(new Date(2026, 10, 26, 17, 0).getTime());
  });

  it('is tomorrow when it has passed today, or is now', () => {
    expect(nextClockTime('09:15', now)).toBe(new Date(2026, 10, 27, 9, 15).getTime());
    expect(nextClockTime('14:30', now)).toBe(new Date(2026, 10, 27, 14, 30).getTime());
  });

  it('reads seconds, and nothing that is not a time', () => {
    expect(nextClockTime('14:30:05', now)).toBe(now + 5_000);
    for (const text of ['', '24:00', '7:00', '12:60', 'noon'])
      expect(nextClockTime(text, now)).toBeNull();
  });
});
