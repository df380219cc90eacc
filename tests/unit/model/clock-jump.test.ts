import { describe, expect, it } from 'vitest';
import {
  CLOCK_SLACK_MS,
  type ClockCheckpoint,
  checkpointAfter,
  clockWentBackBy,
  movedBack,
} from '../../../lib/model/clock-jump';
import { UNTIL_SIGNED_IN } from '../../../lib/model/outbox-row';

const DAY = 86_400_000;
const T = Date.UTC(2026, 10, 28, 12);
const seen = (at: number, life = 1, mono = 0, moved = 0): ClockCheckpoint => ({
  seenAt: at,
  life,
  mono,
  moved,
});

describe('how far the clock went back', () => {
  it('is nothing on a first look, a clock that went forward, or a step within the slack', () => {
    expect(clockWentBackBy(null, { wall: T, life: 1, mono: 0 })).toBe(0);
    expect(clockWentBackBy(seen(T), { wall: T + DAY, life: 1, mono: 5 })).toBe(0);
    expect(clockWentBackBy(seen(T), { wall: T - CLOCK_SLACK_MS, life: 2, mono: 0 })).toBe(0);
  });

  it('in the same worker life, counts the time that really passed since the last look', () => {
    const later = { wall: T + 600_000 - 30 * DAY, life: 1, mono: 600_000 };
    expect(clockWentBackBy(seen(T), later)).toBe(30 * DAY);
  });

  it('across worker lives, knows only that the last look had passed', () => {
    const later = { wall: T + 600_000 - 30 * DAY, life: 2, mono: 5 };
    expect(clockWentBackBy(seen(T), later)).toBe(30 * DAY - 600_000);
  });

  it("takes an alarm's time that fired as passed, less what this life already moved back", () => {
    const now = { wall: T - DAY, life: 2, mono: 5 };
    expect(clockWentBackBy(seen(T - 60_000), now, T)).toBe(DAY);
    expect(clockWentBackBy(seen(T - DAY, 2, 0, DAY), now, T)).toBe(0);
    expect(clockWentBackBy(seen(T - DAY, 2, 0, DAY - 60_000), now, T)).toBe(60_000);
  });

  it('keeps, per worker life, how far its looks moved the stored times', () => {
    const first = checkpointAfter(seen(T, 1), { wall: T - DAY, life: 2, mono: 1 }, DAY);
    expect(first).toEqual({ seenAt: T - DAY, life: 2, mono: 1, moved: DAY });
    const second = checkpointAfter(first, { wall: T - DAY + 5, life: 2, mono: 6 }, 0);
    expect(second.moved).toBe(DAY);
    expect(checkpointAfter(second, { wall: T, life: 3, mono: 0 }, 0).moved).toBe(0);
  });
});

describe('a stored time moved back', () => {
  it('moves a time, and leaves at-once, none and until-signed-in as they are', () => {
    expect(movedBack(T, DAY)).toBe(T - DAY);
    expect(movedBack(0, DAY)).toBe(0);
    expect(movedBack(null, DAY)).toBe(null);
    expect(movedBack(undefined, DAY)).toBe(undefined);
    expect(movedBack(UNTIL_SIGNED_IN, DAY)).toBe(UNTIL_SIGNED_IN);
  });
});
