import { describe, expect, it } from 'vitest';
import {
  BADGE_DOWN_COLOR,
  BADGE_UNKNOWN_COLOR,
  badgeFor,
} from '../../../../lib/background/glance/badge';
import { errorPolicy } from '../../../../lib/model/errors/error-policy';
import type { ApiErrorKind } from '../../../../lib/model/errors/errors';
import { type GlanceFacts, overallState } from '../../../../lib/model/overall-state';
import { setBrowserLanguage } from '../../support/fake-i18n';

const now = Date.parse('2026-11-21T12:00:00Z');
const synced = (lastSuccessAt: number, lastError: GlanceFacts['monitorsSync'] = undefined) => ({
  resource: 'monitors',
  lastSuccessAt,
  lastAttemptAt: now,
  lastError: lastError?.lastError ?? null,
  consecutiveFailures: 0,
  notBefore: 0,
});
const fresh: GlanceFacts & { pendingWrites: number } = {
  configured: true,
  online: true,
  monitorsSync: synced(now - 60_000),
  downCount: 0,
  intervalMinutes: 5,
  now,
  pendingWrites: 0,
};
const glance = (facts: typeof fresh) => {
  const state = overallState(facts);
  return { state, badge: badgeFor(state, facts) };
};
const failedWith = (kind: string) => ({
  ...fresh,
  downCount: 2,
  monitorsSync: { ...synced(now - 60_000), lastError: { kind, message: `failed: ${kind}` } },
});

describe('the glance: popup header and toolbar badge from one reading', () => {
  it('shows nothing when everything is up and fresh', () => {
    const { state, badge } = glance(fresh);
    expect(state).toEqual({ kind: 'all-up' });
    expect(badge).toMatchObject({ text: '' });
    expect(badge.title).toContain('All monitors up (synced 1 min ago)');
  });

  it('shows the number of monitors down in red', () => {
    const { state, badge } = glance({ ...fresh, downCount: 3 });
    expect(state).toEqual({ kind: 'down', count: 3 });
    expect(badge).toMatchObject({ text: '3', color: BADGE_DOWN_COLOR });
  });

  it('keeps the last known count, marked "2?", when the data is older than three intervals', () => {
    const { state, badge } = glance({
      ...fresh,
      downCount: 2,
      monitorsSync: synced(now - 16 * 60_000),
    });
    expect(state.kind).toBe('stale');
    expect(badge).toMatchObject({ text: '2?', color: BADGE_DOWN_COLOR });
    expect(badge.title).toContain('data is stale; last known: 2 monitors down (synced 16 min ago)');
  });

  it('turns grey "?" when nothing was down when last seen, or before the first sync', () => {
    const stale = glance({ ...fresh, monitorsSync: synced(now - 16 * 60_000) });
    expect(stale.badge).toMatchObject({ text: '?', color: BADGE_UNKNOWN_COLOR });
    const beforeFirstSync = glance({ ...fresh, monitorsSync: undefined, downCount: 2 });
    expect(beforeFirstSync.state.kind).toBe('first-sync');
    expect(beforeFirstSync.badge).toMatchObject({ text: '?', color: BADGE_UNKNOWN_COLOR });
  });

  it('says "offline" only when the browser does; a server that cannot be reached is named', () => {
    expect(glance({ ...failedWith('offline'), online: false })).toMatchObject({
      state: { kind: 'offline' },
      badge: { text: '2?', title: expect.stringContaining('offline: this browser has no network') },
    });
    expect(glance(failedWith('offline'))).toMatchObject({
      state: { kind: 'unreachable' },
      badge: { text: '2?', title: expect.stringContaining('server not reachable; last known') },
    });
  });

  it('every kind of failed sync reads the same in the header and on the badge', () => {
    for (const kind of Object.keys(errorPolicy) as ApiErrorKind[]) {
      const { state, badge } = glance(failedWith(kind));
      const expected = {
        unreachable: 'unreachable',
        'not-answering': 'not-answering',
        'rate-limited': 'rate-limited',
        'server-trouble': 'sync-failing',
        'signed-out': 'signed-out',
        'storage-full': 'sync-failing',
        none: 'down',
      }[errorPolicy[kind].glance];
      expect(state.kind, kind).toBe(expected);
      // The badge shows a current count only when the header does; else the last one, marked.
      expect(badge.text, kind).toBe(state.kind === 'down' ? '2' : '2?');
    }
  });

  it('a server answering 502 is not "connected": both say the sync is failing', () => {
    const { state, badge } = glance(failedWith('gateway'));
    expect(state).toMatchObject({ kind: 'sync-failing' });
    expect(badge.title).toContain('the last sync failed; last known: 2 monitors down');
  });

  it('signed out, keeps the last count marked ("2?", or "?" with none down) and says how to fix it', () => {
    const { state, badge } = glance(failedWith('auth'));
    expect(state.kind).toBe('signed-out');
    expect(badge).toMatchObject({ text: '2?', color: BADGE_DOWN_COLOR });
    expect(badge.title).toContain('open Settings');
    const noneDown = glance({ ...failedWith('auth'), downCount: 0 });
    expect(noneDown.badge).toMatchObject({ text: '?', color: BADGE_UNKNOWN_COLOR });
  });

  it('mentions writes still waiting to be sent', () => {
    expect(glance({ ...fresh, pendingWrites: 2 }).badge.title).toContain(
      '\n2 changes not sent yet',
    );
  });

  it('counts in words a person would write: one monitor, 1,500 monitors', () => {
    const one = glance({ ...fresh, downCount: 1, pendingWrites: 1 }).badge.title;
    expect(one).toBe('Gatehouse: 1 monitor down (synced 1 min ago)\n1 change not sent yet');
    const many = glance({ ...fresh, downCount: 1500 }).badge.title;
    expect(many).toBe('Gatehouse: 1,500 monitors down (synced 1 min ago)');
  });

  it('speaks German in a German browser, plurals and numbers included', () => {
    setBrowserLanguage('de-DE');
    try {
      const one = glance({ ...fresh, downCount: 1, pendingWrites: 1 }).badge.title;
      expect(one).toBe(
        'Gatehouse: 1 Monitor gestört (vor 1 Min. synchronisiert)\n1 Änderung noch nicht gesendet',
      );
      const stale = glance({ ...fresh, downCount: 1500, monitorsSync: synced(now - 16 * 60_000) });
      expect(stale.badge.title).toBe(
        'Gatehouse: die Daten sind veraltet; zuletzt bekannt: 1.500 Monitore gestört (vor 16 Min. synchronisiert)',
      );
    } finally {
      setBrowserLanguage('en-US');
    }
  });
});
