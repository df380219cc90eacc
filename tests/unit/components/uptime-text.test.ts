import { describe, expect, it } from 'vitest';
import { uptimePercentText, uptimeSentence, uptimeText } from '../../../components/uptime-text';

describe('uptimeText', () => {
  it('states the figure and the window it covers', () => {
    expect(uptimeText({ percent: 99.93, days: 7 }, 'en-US')).toBe('99.93% · 7 d');
    expect(uptimeText({ percent: 100, days: 2 }, 'en-US')).toBe('100.00% · 2 d');
  });

  it('says "—" when there is not enough data', () => {
    expect(uptimeText(null)).toBe('—');
    expect(uptimeSentence(null)).toMatch(/not enough data/);
  });

  it('never rounds up: any downtime at all reads below 100 %', () => {
    expect(uptimePercentText(99.996, 'en-US')).toBe('99.99%');
    expect(uptimePercentText(99.9999, 'en-US')).toBe('99.99%');
    expect(uptimePercentText(0.004, 'en-US')).toBe('0.00%');
  });

  it('does not lose a hundredth to float noise', () => {
    for (const value of [99.93, 97.18, 18.16, 0.29, 57.01])
      expect(uptimePercentText(value, 'en-US')).toBe(`${value.toFixed(2)}%`);
  });

  it('writes the percentage the way the locale does', () => {
    expect(uptimePercentText(99.5, 'de-DE')).toBe('99,50\u00a0%');
  });

  it('puts the window in words for a tooltip', () => {
    expect(uptimeSentence({ percent: 97.184, days: 7 }, 'en-US')).toBe(
      'Uptime over the last 7 days: 97.18%',
    );
    expect(uptimeSentence({ percent: 100, days: 1 }, 'en-US')).toBe('Uptime over 1 day: 100.00%');
  });
});
