import { afterEach, describe, expect, it } from 'vitest';
import { syncSummary } from '../../../entrypoints/options/sections/sync-summary';
import type { SyncOutcome } from '../../../lib/messaging/protocol';
import { setBrowserLanguage } from '../support/fake-i18n';

const synced = (resource: string) => ({ resource, result: 'synced', count: 1 }) as SyncOutcome;
const skipped = (resource: string, reason: string) =>
  ({ resource, result: 'skipped', reason }) as SyncOutcome;
const failed = (resource: string) => ({ resource, result: 'failed' }) as SyncOutcome;

describe('syncSummary: what "Sync everything now" did', () => {
  it('a skipped list is not counted as checked', () => {
    const offline = ['monitors', 'categories', 'events'].map((r) => skipped(r, 'offline'));
    expect(syncSummary(offline)).toBe(
      'Nothing was synced. Not fetched: monitors, categories, special events (offline).',
    );
  });

  it('synced, failed and skipped, each named', () => {
    expect(
      syncSummary([
        synced('monitors'),
        failed('categories'),
        skipped('events', 'not-configured'),
        skipped('museumHours', 'not-configured'),
        skipped('seats', 'already-running'),
      ]),
    ).toBe(
      'Synced 1 of 5 lists. Failed: categories. Not fetched: special events, museum hours (not set up); seats (already syncing).',
    );
  });

  it('all synced', () => {
    expect(syncSummary([synced('monitors'), synced('seats')])).toBe('Synced 2 of 2 lists.');
  });

  it('no answer from the background at all', () => {
    expect(syncSummary([])).toMatch(/Nothing was synced/);
  });
});

describe('syncSummary in German', () => {
  afterEach(() => setBrowserLanguage('en-US'));

  it('names the lists and the reasons in German, with German plurals', () => {
    setBrowserLanguage('de-DE');
    expect(
      syncSummary([synced('monitors'), failed('categories'), skipped('events', 'offline')]),
    ).toBe(
      '1 von 3 Listen synchronisiert. Fehlgeschlagen: Kategorien. Nicht abgerufen: Sonderveranstaltungen (offline).',
    );
  });
});
