import { describe, expect, it } from 'vitest';
import type { UptimeDay } from '../../../lib/model/monitoring/types';
import { measuredUptime } from '../../../lib/model/uptime';

const day = (uptime: number, checks?: number): UptimeDay => ({
  date: '2026-11-20',
  uptime,
  ...(checks === undefined ? {} : { checks }),
});

describe('measuredUptime', () => {
  it('has no figure without data: no days, or no day with a check', () => {
    expect(measuredUptime([])).toBeNull();
    expect(measuredUptime([day(100, 0), day(-3, 0)])).toBeNull();
  });

  it('weights each day by its checks, so a short first day counts as little as it was checked', () => {
    // A full day at 100 % and a first hour (12 checks of 288) entirely down.
    const uptime = measuredUptime([day(0, 12), day(100, 288)]);
    expect(uptime?.percent).toBeCloseTo((288 / 300) * 100, 6);
    expect(uptime?.days).toBe(2);
  });

  it('averages the days equally when the server does not count checks', () => {
    expect(measuredUptime([day(90), day(100)])).toEqual({ percent: 95, days: 2 });
  });

  it('never leaves 0–100, whatever a server sends for a day', () => {
    expect(measuredUptime([day(-2.74, 10)])).toEqual({ percent: 0, days: 1 });
    expect(measuredUptime([day(112, 10)])).toEqual({ percent: 100, days: 1 });
    expect(measuredUptime([day(-50), day(150)])).toEqual({ percent: 50, days: 2 });
  });

  it('ignores values that are not numbers at all', () => {
    expect(measuredUptime([day(Number.NaN, 5), day(99, 5)])).toEqual({ percent: 99, days: 1 });
  });

  it('stays within 0–100 and counts only checked days, for any mix of values', () => {
    const values = [-1e9, -2.74, 0, 0.001, 50, 99.996, 100, 100.5, 1e21];
    const checks = [0, 1, 7, 288];
    for (const a of values)
      for (const b of values)
        for (const ca of checks)
          for (const cb of checks) {
            const uptime = measuredUptime([day(a, ca), day(b, cb)]);
            if (ca + cb === 0) expect(uptime).toBeNull();
            else {
              expect(uptime?.percent).toBeGreaterThanOrEqual(0);
              expect(uptime?.percent).toBeLessThanOrEqual(100);
              expect(uptime?.days).toBe(Number(ca > 0) + Number(cb > 0));
            }
          }
  });
});
