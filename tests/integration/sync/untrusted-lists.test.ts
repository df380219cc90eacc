import { describe, expect, it } from 'vitest';
import type { ResourceName } from '../../../lib/background/sync/resources';
import { useSyncBed } from '../support/sync-bed';

/*
 * A list answer that is not a list, of any length, is a bad answer: the pull keeps every cached
 * record and says why. Taken for a list of one unreadable record, it deleted every record the
 * "list" did not name.
 */
const sync = useSyncBed();

const LISTS: [ResourceName, string][] = [
  ['monitors', '/endpoints/v1/monitors/list'],
  ['categories', '/endpoints/v1/categories/list'],
  ['incidents', '/endpoints/v1/incidents/list'],
  ['seats', '/endpoints/v1/notifications/seats/list'],
  ['integrations', '/endpoints/v1/notifications/integrations/list'],
  ['pages', '/endpoints/v1/status/pages/list'],
  ['announcements', '/endpoints/v1/status/announcements/list'],
  ['windows', '/endpoints/v1/maintenance/windows/list'],
];

const NOT_LISTS: [string, unknown][] = [
  ['an object', { notAnArray: true }],
  ['a string', 'not a list'],
  ['null', null],
  ['a number', 42],
];

async function cachedRows(resource: ResourceName) {
  return sync.bed.database.table(resource).toArray();
}

describe('a list answer that is not a list', () => {
  for (const [resource, path] of LISTS) {
    it.each(NOT_LISTS)(
      `${resource}: %s under the list's key keeps every cached row`,
      async (_, value) => {
        const [first] = await sync.run([resource]);
        expect(first?.result).toBe('synced');
        const before = await cachedRows(resource);
        expect(before.length).toBeGreaterThan(0);
        sync.fault(path, { kind: 'rewrite', set: { [resource]: value } });
        const [outcome] = await sync.run([resource], { userRequested: true });
        expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'bad-response' } });
        expect(outcome?.result === 'failed' && outcome.error.message).toMatch(/not a list/);
        expect(await cachedRows(resource)).toEqual(before);
        expect((await sync.state(resource)).lastError?.message).toMatch(/not a list/);
        await sync.expectRecovery([resource]);
        // The next whole answer is stored: the same records, but for the one field that moves
        // with the server's clock (an open incident's duration, in whole seconds).
        const unmoved = (rows: object[]) => rows.map((row) => ({ ...row, duration: undefined }));
        expect(unmoved(await cachedRows(resource))).toEqual(unmoved(before));
      },
    );

    it(`${resource}: one bare record for the whole answer keeps every cached row`, async () => {
      await sync.run([resource]);
      const before = await cachedRows(resource);
      sync.fault(path, { kind: 'wrong-shape', shape: 'bare-record' });
      const [outcome] = await sync.run([resource], { userRequested: true });
      expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'bad-response' } });
      expect(await cachedRows(resource)).toEqual(before);
    });
  }
});

describe('a record without an id', () => {
  it('is named by its place, and the pull deletes nothing: it could be any cached record', async () => {
    const [resource, path] = ['incidents', '/endpoints/v1/incidents/list'] as const;
    await sync.run([resource]);
    const before = await cachedRows(resource);
    const incidents = sync.bed.server.context.state.monitoring.incidents;
    const gone = [...incidents.keys()].at(-1) ?? '';
    incidents.delete(gone);
    sync.fault(path, { kind: 'omit-field', field: 'id', items: 1 });
    const [outcome] = await sync.run([resource], { userRequested: true });
    expect(outcome).toMatchObject({ result: 'synced', unreadable: ['record 1'] });
    expect((await cachedRows(resource)).map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect((await sync.state(resource)).warning).toBe('1 incident could not be read: record 1');
    // With every record readable again, the one the server dropped goes.
    await sync.expectRecovery([resource]);
    expect((await cachedRows(resource)).map((row) => row.id)).not.toContain(gone);
  });

  it('on a later page is named by its place in the whole list, not in its page', async () => {
    const [resource, path] = ['incidents', '/endpoints/v1/incidents/list'] as const;
    const incidents = sync.bed.server.context.state.monitoring.incidents;
    const [model] = [...incidents.values()];
    if (!model) throw new Error('The server seeds no incident');
    // Two pages of 500 (the most a page holds): records 1–500 and 501–…
    for (let n = incidents.size; n < 520; n++)
      incidents.set(`incident-extra-${n}`, { ...model, id: `incident-extra-${n}` });
    sync.fault(path, { kind: 'omit-field', field: 'id', items: 1 });
    const [outcome] = await sync.run([resource]);
    expect(outcome).toMatchObject({ result: 'synced', unreadable: ['record 1', 'record 501'] });
  });
});
