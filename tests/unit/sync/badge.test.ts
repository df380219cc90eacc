import { describe, expect, it } from 'vitest';
import { BADGE_DOWN_COLOR, BADGE_UNKNOWN_COLOR, badgeForSummary } from '../../../lib/sync/badge';

const now = Date.parse('2026-11-21T12:00:00Z');
const fresh = {
  downCount: 0,
  signedIn: true,
  lastSuccessAt: now - 60_000,
  unreachable: false,
  intervalMinutes: 5,
  pendingWrites: 0,
  now,
};

describe('badgeForSummary', () => {
  it('shows nothing when everything is up and fresh', () => {
    expect(badgeForSummary(fresh)).toMatchObject({ text: '' });
    expect(badgeForSummary(fresh).title).toContain('All monitors up (synced 1 min ago)');
  });

  it('shows the number of monitors down in red', () => {
    expect(badgeForSummary({ ...fresh, downCount: 3 })).toMatchObject({
      text: '3',
      color: BADGE_DOWN_COLOR,
    });
  });

  it('turns grey "?" when the data is older than three intervals', () => {
    const stale = badgeForSummary({ ...fresh, downCount: 2, lastSuccessAt: now - 16 * 60_000 });
    expect(stale).toMatchObject({ text: '?', color: BADGE_UNKNOWN_COLOR });
    expect(stale.title).toContain(
      'data is stale; last known: 2 monitor(s) down (synced 16 min ago)',
    );
  });

  it('keeps the count but says so when one sync failed within the freshness window', () => {
    const badge = badgeForSummary({ ...fresh, downCount: 1, unreachable: true });
    expect(badge.text).toBe('1');
    expect(badge.title).toContain('last sync failed');
  });

  it('shows "?" when signed out, and says how to fix it', () => {
    const badge = badgeForSummary({ ...fresh, signedIn: false });
    expect(badge).toMatchObject({ text: '?', color: BADGE_UNKNOWN_COLOR });
    expect(badge.title).toContain('open Settings');
  });

  it('mentions writes still waiting to be sent', () => {
    expect(badgeForSummary({ ...fresh, pendingWrites: 2 }).title).toContain('2 change(s) waiting');
  });
});
