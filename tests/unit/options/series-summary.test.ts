import { describe, expect, it } from 'vitest';
import { tickText } from '../../../components/options/chart-scale';
import { responseSummary } from '../../../entrypoints/options/resources/monitors-detail/series-summary';

const point = (value: number | null) => ({ at: 0, value });

describe('response times in words: any whole number of ms the contract allows', () => {
  it('never prints e-notation, however slow a check was', () => {
    const summary = responseSummary([point(1e21), point(250), point(null)]);
    expect(summary).not.toMatch(/\d[eE][+-]?\d/);
    expect(summary).toContain('fastest 250 ms');
    expect(summary.replace(/\D/g, '')).toContain(`1${'0'.repeat(21)}`);
  });

  it('labels a chart axis up to 1e21 in digits too', () => {
    expect(tickText(1e21, 'ms')).not.toMatch(/\d[eE][+-]?\d/);
    expect(tickText(2.5, 'ms')).toBe('2.5 ms');
    expect(tickText(500, 'ms')).toBe('500 ms');
  });
});
