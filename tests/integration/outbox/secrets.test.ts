import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { discardOutboxItem } from '../../../lib/background/outbox/inspector';
import { onlyRow, requestsTo, unreachableApis, useOutboxBed } from '../support/outbox-harness';
import { expectGone, expectKeptAside } from '../support/outbox-secrets';

// docs/ARCHITECTURE.md, "Secrets only in browser storage": only in browser.storage, never in IndexedDB. Queued writes may carry them
// (a monitor's auth password and request body, a status page's password), so the outbox keeps
// them aside and merges them back only at send time. The server's request log redacts
// passwords, so what it received is read from its state.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const AUTH_PASSWORD = 'Monitor-auth-S3cret';
const BODY_KEY = 'Body-S3cret-key';
const PAGE_PASSWORD = 'Page-S3cret-pass';
const PAGE_AUTH = '/endpoints/v1/status/pages/authentication/page_1';

describe('secrets in queued writes', () => {
  it('a monitor create keeps its password and body out of IndexedDB, across a retry', async () => {
    const body = `{"apiKey":"${BODY_KEY}"}`;
    await bed.queue('createMonitor', undefined, {
      name: 'Private API',
      type: 'http',
      uri: 'https://private.example.com/health',
      method: 'POST',
      authType: 'basic',
      authUsername: 'probe',
      authPassword: AUTH_PASSWORD,
      body,
    });
    await expectKeptAside(bed.database, AUTH_PASSWORD, BODY_KEY);
    const offline = await unreachableApis(bed);
    expect(await bed.flush(async () => offline)).toEqual(['retry']);
    await expectKeptAside(bed.database, AUTH_PASSWORD, BODY_KEY);

    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    const made = [...monitoring().monitors.values()].find((m) => m.name === 'Private API');
    expect(made).toMatchObject({ authUsername: 'probe', authPassword: AUTH_PASSWORD, body });
    await expectGone(bed.database, AUTH_PASSWORD, BODY_KEY);
  });

  it('discarding one write keeps the secrets of writes still queued, however old', async () => {
    await bed.pull('pages');
    await bed.pull('monitors');
    await bed.queue('updatePageAuthentication', 'page_1', { access: 1, password: PAGE_PASSWORD });
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(Date.now() + 60 * 60_000); // an hour later, still offline
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const pause = (await bed.rows()).find((row) => row.operation === 'pauseMonitor');
    await discardOutboxItem(bed.worker, pause?.seq as number);
    vi.useRealTimers();

    expect(await bed.flush()).toEqual(['sent']);
    expect(monitoring().pages.get('page_1')).toMatchObject({ access: 1, password: PAGE_PASSWORD });
  });

  it('a page password reaches the server and is then forgotten', async () => {
    await bed.pull('pages');
    await bed.queue('updatePageAuthentication', 'page_1', { access: 1, password: PAGE_PASSWORD });
    await expectKeptAside(bed.database, PAGE_PASSWORD);
    expect((await bed.database.pages.get('page_1'))?.accessType).toBe(1);

    expect(await bed.flush()).toEqual(['sent']);
    expect(monitoring().pages.get('page_1')).toMatchObject({ access: 1, password: PAGE_PASSWORD });
    await expectGone(bed.database, PAGE_PASSWORD);
  });

  it('merged edits send the newest password, once, and forget both', async () => {
    await bed.pull('monitors');
    const first = { authType: 'basic', authUsername: 'ops', authPassword: 'First-S3cret' };
    await bed.queue('updateMonitor', 'mon_1', first);
    await bed.queue('updateMonitor', 'mon_1', { authPassword: 'Second-S3cret' });
    expect(await bed.rows()).toHaveLength(1);
    await expectKeptAside(bed.database, 'Second-S3cret');

    expect(await bed.flush()).toEqual(['sent']);
    expect(requestsTo(bed.server, 'PUT', '/endpoints/v1/monitors/update/mon_1')).toHaveLength(1);
    const sent = { authUsername: 'ops', authPassword: 'Second-S3cret' };
    expect(monitoring().monitors.get('mon_1')).toMatchObject(sent);
    await expectGone(bed.database, 'First-S3cret', 'Second-S3cret');
  });

  it('a refused write keeps its secret for Retry; Discard forgets it', async () => {
    await bed.pull('pages');
    bed.server.context.faults.add({
      method: 'PATCH',
      path: PAGE_AUTH,
      kind: 'status',
      status: 404,
      times: 1,
    });
    await bed.queue('updatePageAuthentication', 'page_1', { access: 1, password: PAGE_PASSWORD });
    expect(await bed.flush()).toEqual(['failed']);
    expect(await bed.flush()).toEqual([]); // a failed row is not retried by itself, nor forgotten
    await expectKeptAside(bed.database, PAGE_PASSWORD);

    await discardOutboxItem(bed.worker, (await onlyRow(bed.database)).seq);
    await expectGone(bed.database, PAGE_PASSWORD);
    expect(monitoring().pages.get('page_1')).toMatchObject({ access: 0, password: null });
  });
});
