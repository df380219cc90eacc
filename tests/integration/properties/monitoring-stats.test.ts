/*
 * Property tests: any response-time and uptime answer tests/server/CONTRACT.md's records allow
 * (docs/MONITORING-API.md names them without fields) goes through the real client over HTTP, the real chart
 * loader into Dexie, and the summaries and chart scales the monitor detail shows.
 *
 * A failure prints fast-check's seed and path; replay it with
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run tests/integration/properties/monitoring-stats.test.ts
 */
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { niceCeiling, tickText, yOf } from '../../../components/options/chart-scale';
import { uptimePercentText } from '../../../components/uptime-text';
import {
  responsePoints,
  responseSummary,
  uptimeBars,
  uptimeSummary,
} from '../../../entrypoints/options/resources/monitors-detail/series-summary';
import { isAddressableId } from '../../../lib/background/api/monitoring/routes';
import { loadSeries } from '../../../lib/background/sync/series';
import { seriesFor } from '../../../lib/storage/queries';
import { answerJson, asParsed, usePropertyBed } from './support/bed';
import { envelopeFor } from './support/monitoring-answers';
import { anyId, responseTimes, uptimeDays } from './support/monitoring-arbitraries';
import { expectReadable, textsOf } from './support/readable';
import { itHoldsFor } from './support/run-config';

const bed = usePropertyBed('monitoring-stats');

const answers = fc.record({ monitorId: anyId, responseTimes, uptime: uptimeDays });

/** A chart's top, its label and every point's height: finite numbers an SVG can draw. */
function expectDrawable(where: string, values: readonly number[]) {
  const top = niceCeiling(Math.max(0, ...values));
  expect(Number.isFinite(top) && top > 0, `${where}: axis top ${top}`).toBe(true);
  expectReadable(`${where}: axis label`, tickText(top, 'ms'));
  for (const value of values)
    expect(Number.isFinite(yOf(value, top)), `${where}: ${value}`).toBe(true);
}

describe('monitoring statistics: any contract-valid answer is kept and shown', () => {
  itHoldsFor(
    'response times and uptime: stored for the monitor; summaries and charts read sensibly',
    answers,
    async (lists) => {
      answerJson(bed, (request) => envelopeFor(lists, request));
      const loaded = await loadSeries(bed.worker, bed.apis, [lists.monitorId], true);
      if (!isAddressableId(lists.monitorId)) {
        // No request may reach another route in its place; the charts stay empty.
        expect(loaded).toBe(0);
        expect(bed.server.seen.filter((r) => !r.path.endsWith('/login'))).toEqual([]);
        return;
      }
      expect(loaded).toBe(1);

      const sent = asParsed(lists);
      const { times, uptime } = await seriesFor(bed.database, [lists.monitorId]);
      expect(times[0]?.samples).toEqual(sent.responseTimes);
      expect(uptime[0]?.days).toEqual(sent.uptime);

      const echoes = textsOf(sent);
      const points = responsePoints(sent.responseTimes);
      expectReadable('response summary', responseSummary(points), echoes);
      expectDrawable(
        'response chart',
        points.flatMap((p) => (p.value === null ? [] : [p.value])),
      );
      expectReadable('uptime summary', uptimeSummary(sent.uptime), echoes);
      for (const bar of uptimeBars(sent.uptime)) {
        expectReadable('uptime bar', `${bar.label} ${uptimePercentText(bar.value)}`, echoes);
      }
      expectDrawable(
        'uptime chart',
        sent.uptime.map((day) => day.uptime),
      );
      await bed.database.responseTimes.clear();
      await bed.database.uptime.clear();
    },
  );
});
