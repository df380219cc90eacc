import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../../components/options/BarChart';
import { uptimeAxisFloor } from '../../../components/options/chart-scale';
import { LineChart } from '../../../components/options/LineChart';

/*
 * The charts' markup as a screen reader and the keyboard meet it. Hover, focus and arrow keys
 * are driven in the real browser (tests/e2e/options-monitoring-detail.spec.ts).
 */

const percent = (value: number) => `${value}%`;
const names = (html: string) =>
  [...html.matchAll(/role="img" aria-label="([^"]*)"/g)].map((match) => match[1]);
const tabStops = (html: string) => html.match(/tabindex="0"/gi)?.length ?? 0;

describe('BarChart', () => {
  const bars = [
    { label: 'Mon 16', value: 100 },
    { label: 'Tue 17', value: 99.9 },
  ];
  const chart = (min: number) =>
    renderToString(
      <BarChart
        title="Uptime"
        bars={bars}
        max={100}
        min={min}
        formatValue={percent}
        summary="Mostly up"
      />,
    );

  it('names every bar by its label and value, with one Tab stop for them all', () => {
    const html = chart(0);
    expect(names(html)).toEqual(['Mon 16: 100%', 'Tue 17: 99.9%']);
    expect(tabStops(html)).toBe(1);
    expect(html).toContain('role="group" aria-label="Mostly up"');
  });

  it('says where a raised axis starts, and only then', () => {
    const floor = uptimeAxisFloor(bars.map((bar) => bar.value));
    expect(chart(floor)).toContain('The scale starts at 99%, not at zero, so small dips show.');
    expect(chart(0)).not.toContain('The scale starts');
  });
});

describe('LineChart', () => {
  const at = (minute: number) => Date.UTC(2026, 10, 23, 12, minute);
  const html = renderToString(
    <LineChart
      title="Response time"
      points={[
        { at: at(0), value: 230 },
        { at: at(5), value: null },
        { at: at(10), value: 180.5 },
      ]}
      from={at(0)}
      to={at(10)}
      unit="ms"
      summary="Fast"
      formatTime={(t) => `12:${String(new Date(t).getUTCMinutes()).padStart(2, '0')}`}
    />,
  );

  it('names every point by its value and time, a failed check as such', () => {
    expect(names(html)).toEqual(['230 ms at 12:00', 'failed check at 12:05', '180.5 ms at 12:10']);
    expect(tabStops(html)).toBe(1);
  });

  it('shows no tip until a point is hovered or focused', () => {
    expect(html).not.toContain('chart-tip');
  });
});
