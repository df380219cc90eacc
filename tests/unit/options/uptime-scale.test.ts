import { describe, expect, it } from 'vitest';
import { uptimeAxisFloor, yOf } from '../../../components/options/chart-scale';

const barHeight = (value: number, floor: number) => yOf(floor, 100, floor) - yOf(value, 100, floor);

describe('uptime bars', () => {
  it('start their axis just below the lowest day, so 99.9 % and 100 % differ visibly', () => {
    const floor = uptimeAxisFloor([100, 99.9, 100]);
    expect(floor).toBe(99);
    // The plot is 158 units high: a tenth of a percent must be more than a hairline.
    expect(barHeight(100, floor) - barHeight(99.9, floor)).toBeGreaterThan(10);
  });

  it('widen the axis as far as the worst day needs, down to zero', () => {
    expect(uptimeAxisFloor([99.2, 93.5])).toBe(90);
    expect(uptimeAxisFloor([99.2, 42])).toBe(0);
    expect(uptimeAxisFloor([])).toBe(0);
  });

  it('start below the worst day, never at it: a day at 99 % is a bar, not an empty slot', () => {
    const floor = uptimeAxisFloor([100, 99]);
    expect(barHeight(99, floor)).toBeGreaterThan(10);
    expect(uptimeAxisFloor([90, 100])).toBe(0);
  });
});
