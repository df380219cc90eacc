import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uptimePercentText } from '../../../components/uptime-text';
import type { UptimeDay } from '../../../lib/model/monitoring/types';
import { addTotals, measuredUptime, uptimeOf, uptimeTotals } from '../../../lib/model/uptime';
import {
  categoryLines,
  type MonitorOutcome,
  monitorLine,
  outcomeOf,
  reportRange,
  reportTotals,
} from '../../../lib/model/uptime-report';
import { uptimeDigits, uptimeReportCsv } from '../../../lib/model/uptime-report-csv';
import { parseCsv } from '../../support/csv-parse';

const day = (uptime: number, checks?: number, downtime = 0): UptimeDay => ({
  date: '2026-11-20',
  uptime,
  downtime,
  ...(checks === undefined ? {} : { checks }),
});

const days = fc.array(
  fc.record({
    date: fc.constant('2026-11-20'),
    uptime: fc.oneof(fc.double({ min: -10, max: 110, noNaN: true }), fc.constant(Number.NaN)),
    downtime: fc.option(fc.nat(86_400), { nil: undefined }),
    checks: fc.option(fc.nat(1440), { nil: undefined }),
  }),
  { maxLength: 8 },
);

describe('the uptime report', () => {
  it('adds up spans to the figure their days together give (a category of its monitors)', () => {
    fc.assert(
      fc.property(days, days, (a, b) => {
        const added = uptimeOf(addTotals(uptimeTotals(a), uptimeTotals(b)));
        const together = measuredUptime([...a, ...b]);
        if (together === null) expect(added).toBeNull();
        else {
          expect(added?.percent).toBeCloseTo(together.percent, 9);
          expect(added?.days).toBe(together.days);
        }
      }),
    );
  });

  it('weights a category by checks: a monitor checked often counts more than one checked rarely', () => {
    const monitors = [
      { id: 'm1', name: 'Often', category: 'c1' },
      { id: 'm2', name: 'Rarely', category: 'c1' },
    ];
    const outcomes = new Map<string, MonitorOutcome>([
      ['m1', outcomeOf({ monitorId: 'm1', days: [day(100, 1440)] })],
      ['m2', outcomeOf({ monitorId: 'm2', days: [day(50, 24, 43_200)] })],
    ]);
    const [line] = categoryLines(monitors, outcomes, () => 'Production');
    expect(line?.uptime?.percent).toBeCloseTo((100 * 1440 + 50 * 24) / 1464, 9);
    expect(line).toMatchObject({ checks: 1464, downtime: 43_200, monitors: 2, state: 'done' });
  });

  it('leaves a failed monitor out of its category, and waits while any is not fetched', () => {
    const monitors = [
      { id: 'm1', name: 'A', category: 'c1' },
      { id: 'm2', name: 'B', category: 'c1' },
      { id: 'm3', name: 'C', category: '' },
    ];
    const outcomes = new Map<string, MonitorOutcome>([
      ['m1', outcomeOf({ monitorId: 'm1', days: [day(90, 10)] })],
      ['m2', { problem: 'Get uptime: the server failed.' }],
    ]);
    const [c1, none] = categoryLines(monitors, outcomes, (id) => id || 'No category');
    expect(c1).toMatchObject({ uptime: { percent: 90 }, failed: 1, state: 'done' });
    expect(none).toMatchObject({ name: 'No category', uptime: null, state: 'waiting' });
  });

  it('says "no data" for a monitor without a checked day, never 0 % or 100 %', () => {
    const paused = monitorLine({ id: 'p', name: 'Paused', category: '' }, '', {
      totals: reportTotals([]),
    });
    expect(paused).toMatchObject({ uptime: null, state: 'done', checks: 0 });
    const [, row] = parseCsv(uptimeReportCsv([paused]));
    expect(row).toEqual(['Paused', '', '', '0', '0', 'No data']);
  });

  it('writes the uptime the table shows, with two decimals and a point', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (percent) => {
        expect(`${uptimeDigits(percent)}%`).toBe(uptimePercentText(percent, 'en-US'));
        expect(uptimePercentText(percent, 'de-DE').replace(/\s/g, ' ')).toBe(
          `${uptimeDigits(percent).replace('.', ',')} %`,
        );
      }),
    );
    expect(uptimeDigits(99.996)).toBe('99.99');
    expect(uptimeDigits(100)).toBe('100.00');
    expect(uptimeDigits(0.05)).toBe('0.05');
  });

  it('has a header and one line per monitor, a failure in its own words', () => {
    const lines = [
      monitorLine({ id: 'a', name: '=cmd|calc', category: 'c' }, 'Prod, EU', {
        totals: reportTotals([day(99.5, 100, 432)]),
      }),
      monitorLine({ id: 'b', name: 'B', category: 'c' }, 'Prod, EU', { problem: 'Refused.' }),
      monitorLine({ id: 'c', name: 'C', category: 'c' }, 'Prod, EU', undefined),
    ];
    expect(parseCsv(uptimeReportCsv(lines))).toEqual([
      ['Monitor', 'Category', 'Uptime (%)', 'Downtime (s)', 'Checks', 'Note'],
      ["'=cmd|calc", 'Prod, EU', '99.50', '432', '100', ''],
      ['B', 'Prod, EU', '', '', '', 'Refused.'],
      ['C', 'Prod, EU', '', '', '', 'Not fetched'],
    ]);
  });

  it('covers the period as calendar days, today the last', () => {
    const now = new Date(2026, 10, 29, 8, 0).getTime();
    expect(reportRange(7, now)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(reportRange(90, now)).toEqual({ from: '2026-09-01', to: '2026-11-29' });
  });
});
