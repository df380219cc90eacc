import { afterEach, describe, expect, it } from 'vitest';
import { tickText } from '../../../components/options/chart-scale';
import {
  responseSummary,
  uptimeSummary,
} from '../../../entrypoints/options/resources/monitors-detail/series-summary';
import { setBrowserLanguage } from '../support/fake-i18n';

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

describe('the charts’ summaries in the UI language', () => {
  afterEach(() => setBrowserLanguage('en-US'));
  const days = [
    { date: '2026-11-22', uptime: 100 },
    { date: '2026-11-23', uptime: 98 },
  ];

  it('in English, with the count in the right plural', () => {
    expect(responseSummary([point(80), point(120), point(null)])).toBe(
      'Last 24 hours: fastest 80 ms, average 100 ms, slowest 120 ms; 1 failed check.',
    );
    expect(uptimeSummary(days)).toBe('Last 2 days: 99.00% up overall; lowest 98.00% on 23 Mon.');
    expect(uptimeSummary(days.slice(0, 1))).toBe('Last day: 100.00% up overall.');
  });

  it('in German, with German numbers and day names', () => {
    setBrowserLanguage('de-DE');
    expect(responseSummary([point(null), point(null)])).toBe(
      'Letzte 24 Stunden: Jede Prüfung ist fehlgeschlagen (2 fehlgeschlagene Prüfungen).',
    );
    // Intl puts a no-break space before German's percent sign.
    expect(uptimeSummary(days).replaceAll('\u00a0', ' ')).toBe(
      'Letzte 2 Tage: insgesamt 99,00 % erreichbar; am Mo., 23. nur 98,00 %.',
    );
  });
});
