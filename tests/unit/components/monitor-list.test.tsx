import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { MonitorList } from '../../../components/MonitorList';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/types';
import { seedMonitor } from '../support/seed-monitor';

/*
 * The popup paints its first frame from its first render (lib/storage/first-paint.ts): the list
 * draws the rows of a full-height popup list before it has measured itself, so the frame does not
 * wait for a second render that adds them. The real browser's side is in
 * tests/e2e/first-paint.spec.ts.
 */

const monitors = Array.from({ length: 40 }, (_, at) =>
  toMonitorRow(seedMonitor({ id: `mon_${at}`, name: `Monitor ${at}` }) as Monitor),
);

const firstRender = (list: typeof monitors) =>
  renderToString(
    <MonitorList
      monitors={list}
      emptyText="none"
      renderRow={(monitor) => <span class="name">{monitor.name}</span>}
      onVisible={() => {}}
      onOpen={() => {}}
    />,
  );

const drawnRows = (html: string) => html.match(/<li /g)?.length ?? 0;

describe('MonitorList’s first render', () => {
  it('draws every row a full popup list shows (330 px of 34 px rows), and a few beyond', () => {
    const html = firstRender(monitors);
    // 9.7 rows are in view; the rows beyond are the overscan a quick scroll needs.
    expect(drawnRows(html)).toBeGreaterThanOrEqual(10);
    expect(html).toContain('Monitor 9');
    expect(drawnRows(html)).toBeLessThan(monitors.length);
  });

  it('draws no more rows than there are', () => {
    expect(drawnRows(firstRender(monitors.slice(0, 3)))).toBe(3);
  });
});
