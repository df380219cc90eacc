import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { GlanceHeader, type GlanceHeaderProps } from '../../../components/GlanceHeader';
import { MonitorRowView, type MonitorRowViewProps } from '../../../components/MonitorRowView';
import { TodayTicketCard } from '../../../components/tickets/TodayTicketCard';
import { formatTime } from '../../../lib/model/date-formats';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/types';
import { overallState } from '../../../lib/model/overall-state';
import { seedMonitor } from '../support/seed-monitor';

/*
 * The views that decide what to say, rendered as the popup renders them (props in, markup out).
 * The real-browser specs check the same screens end to end; these pin each decision alone.
 */

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const nothing = () => {};

function header(overrides: Partial<GlanceHeaderProps>) {
  const props: GlanceHeaderProps = {
    state: { kind: 'all-up' },
    lastSuccessAt: NOW - 60_000,
    lastTryFailed: false,
    canRefresh: true,
    now: NOW,
    waiting: 0,
    failed: 0,
    warning: null,
    refreshing: false,
    onRefresh: nothing,
    outboxHref: 'options.html#/outbox',
    settingsHref: 'options.html',
    recentChangesHref: 'options.html#/timeline',
    version: null,
    ...overrides,
  };
  return renderToString(<GlanceHeader {...props} />);
}

describe('GlanceHeader', () => {
  it('not connected: says so, offers no refresh and claims no sync time', () => {
    const html = header({ state: { kind: 'setup' }, canRefresh: false });
    expect(html).toContain('Not connected');
    expect(html).not.toContain('data-testid="last-synced"');
    expect(html).not.toContain('data-testid="refresh"');
  });

  it('offline or unreachable, it says whether anything is saved at all', () => {
    expect(header({ state: { kind: 'offline' } })).toContain('Offline — showing saved data');
    expect(header({ state: { kind: 'unreachable' } })).toContain(
      'Server not reachable — showing saved data',
    );
    const firstRun = header({ state: { kind: 'offline' }, lastSuccessAt: null });
    expect(firstRun).toContain('Offline — not synced yet');
    expect(firstRun).not.toContain('saved data');
  });

  it('a background that does no work is said before all else, however calm the saved data', () => {
    const state = overallState({
      configured: true,
      online: true,
      monitorsSync: { resource: 'monitors', lastSuccessAt: NOW - 60_000, lastError: null } as never,
      downCount: 0,
      intervalMinutes: 5,
      now: NOW,
      backgroundStopped: true,
    });
    expect(header({ state })).toContain('Background not working — showing saved data');
    expect(header({ state, lastSuccessAt: null })).toContain(
      'Background not working — not synced yet',
    );
  });

  it('counts what is down in words, singular and plural', () => {
    expect(header({ state: { kind: 'down', count: 1 } })).toContain('1 monitor down');
    expect(header({ state: { kind: 'down', count: 3 } })).toContain('3 monitors down');
  });

  it('a failing sync shows its reason and that the last try failed', () => {
    const html = header({
      state: { kind: 'sync-failing', message: 'The server answered 502.' },
      lastTryFailed: true,
    });
    expect(html).toContain('data-testid="glance-why"');
    expect(html).toContain('The server answered 502.');
    expect(html).toContain('the last try failed');
  });
});

function row(monitor: Partial<Monitor>, overrides: Partial<MonitorRowViewProps> = {}) {
  const props: MonitorRowViewProps = {
    monitor: toMonitorRow(seedMonitor(monitor) as Monitor),
    snoozedUntil: null,
    pending: false,
    onOpen: nothing,
    onTogglePause: nothing,
    onPauseFor: nothing,
    onSnooze: nothing,
    ...overrides,
  };
  return renderToString(<MonitorRowView {...props} />);
}

describe('MonitorRowView', () => {
  it('a paused monitor reads Paused, offers Resume by name and says when it resumes', () => {
    const resumeAt = NOW + 3_600_000;
    const html = row({ name: 'Payments webhook receiver', pause: 'paused' }, { resumeAt });
    expect(html).toContain('>Paused<');
    expect(html).toContain('aria-label="Resume Payments webhook receiver"');
    expect(html).toContain(`until ${formatTime(resumeAt)}`);
    // It keeps its type beside the note.
    expect(html).toContain('>http<');
  });

  it('a down monitor offers Pause by name; an unsent change says "not sent yet"', () => {
    const html = row({ name: 'Shipping rates API', status: 'down' }, { pending: true });
    expect(html).toContain('>Down<');
    expect(html).toContain('aria-label="Pause Shipping rates API"');
    expect(html).toContain('not sent yet');
  });

  it('snoozed alerts say until when', () => {
    const until = NOW + 3_600_000;
    expect(row({}, { snoozedUntil: until })).toContain(formatTime(until));
  });
});

describe('TodayTicketCard', () => {
  const card = (tickets: { ticketId: string; eventName?: string }[]) =>
    renderToString(<TodayTicketCard tickets={tickets} onShowAtDoor={nothing} />);

  it('shows nothing on a day without a ticket', () => {
    expect(card([])).toBe('');
  });

  it('says "Today", what for (each event once) and how many, with the door button', () => {
    const html = card([
      { ticketId: 'a' },
      { ticketId: 'b', eventName: 'Night' },
      { ticketId: 'c', eventName: 'Night' },
    ]);
    expect(html).toContain('>Today<');
    expect(html).toContain('General entry · \u2068Night\u2069');
    expect(html).toContain('3 tickets');
    expect(html).toContain('>Show at the door<');
  });
});
