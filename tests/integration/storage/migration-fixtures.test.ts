import { readFileSync } from 'node:fs';
import Dexie from 'dexie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { memoryTokenStore } from '../../../lib/background/api/monitoring/token-store';
import { flushOutbox } from '../../../lib/background/outbox/flush';
import { rankOf } from '../../../lib/model/monitor-row';
import { wordsOf } from '../../../lib/model/name-words';
import { naturalSortKey } from '../../../lib/model/natural-key';
import { webOrigin } from '../../../lib/model/site';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { SCHEMA_VERSION } from '../../../lib/storage/schema';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import {
  decode,
  dumpDatabase,
  FIXTURE_BASE_URL,
  FIXTURE_SECRETS,
  type MigrationFixture,
  restoreDatabase,
  type StoreDump,
} from '../../fixtures/migration/fixture-format';
import { type RunningServer, startServer } from '../../server/start';
import { resetMonitoringServer } from '../support/monitoring-harness';
import { apisAt, writeLines } from '../support/outbox-harness';

/**
 * An update keeps everything, from every schema version the database ever had. Each fixture in
 * tests/fixtures/migration/ was made by that version's own code (its README says how): records,
 * tickets with a cached QR image, and writes queued offline, two with secrets put aside in
 * browser.storage the way that version did it. Today's code opens it, as the worker or as a page
 * (lib/storage/schema-versions.ts), and must keep every row but for the rewrites documented there,
 * then send every queued write exactly once, with its secret.
 */
const VERSIONS = [1, 2, 3, 4, 5, 6, 7, 8];

function fixtureOf(version: number): MigrationFixture {
  const url = new URL(`../../fixtures/migration/v${version}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

type Row = Record<string, unknown>;

/** Each row as the documented upgrade rewrites leave it (schema-versions.ts, v3, v4, v6 and v9). */
function rewritten(from: number, store: string, row: Row): Row {
  const copy = { ...row };
  if (store === 'outbox' && from < 3) {
    const { secretRef } = copy;
    delete copy.secretRef;
    if (typeof secretRef === 'string') copy.secretRefs = [secretRef];
  }
  if (store === 'monitors' && from < 4) copy.sortKey = naturalSortKey(String(copy.name));
  if (store === 'monitors' && from < 6) {
    const origin = webOrigin(String(copy.uri));
    if (origin) copy.origin = origin;
    copy.nameWords = wordsOf(String(copy.name));
  }
  // v9 and v10 each gave the ranks a new order (lib/storage/schema-versions.ts).
  if (store === 'monitors' && from < 10) copy.rank = rankOf(copy as Parameters<typeof rankOf>[0]);
  return copy;
}

const upgraders = {
  'the pages (Dexie)': async (name: string) => {
    const pages = new GatehouseDatabase(name);
    await pages.open();
    pages.close();
  },
  // The worker keeps its connection (openWorkerDatabase opens one per worker life).
  'the worker': async (name: string) => {
    await openWorkerDatabase(name);
  },
};

const layoutOf = (stores: Record<string, StoreDump>) =>
  Object.fromEntries(
    Object.entries(stores).map(([name, { rows: _, ...layout }]) => [name, layout]),
  );

let server: RunningServer;
let freshLayout: ReturnType<typeof layoutOf>;
beforeAll(async () => {
  server = await startServer({ port: 0 });
  const fresh = `fresh-${crypto.randomUUID()}`;
  await upgraders['the worker'](fresh);
  freshLayout = layoutOf((await dumpDatabase(fresh)).stores);
  await Dexie.delete(fresh);
});
afterAll(() => server.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await resetMonitoringServer(server);
});

/** The fixture's database and browser.storage, as the older version left them. */
async function restore(fixture: MigrationFixture) {
  const name = `fixture-v${fixture.schemaVersion}-${crypto.randomUUID()}`;
  await restoreDatabase(name, fixture);
  await fakeBrowser.storage.local.set(decode(fixture.storageLocal) as Row);
  return name;
}

describe.each(VERSIONS)('a database made by schema version %i', (version) => {
  const fixture = fixtureOf(version);

  it.each(Object.entries(upgraders))(
    'keeps every row, ticket and QR image when upgraded by %s',
    async (_by, upgrade) => {
      const name = await restore(fixture);
      await upgrade(name);
      const after = await dumpDatabase(name);
      expect(layoutOf(after.stores)).toEqual(freshLayout);
      for (const [store, { rows }] of Object.entries(fixture.stores)) {
        // Rows are compared as dumped: a Blob as its bytes, so a QR image is kept byte for byte.
        const expected = rows.map((row) => rewritten(version, store, row as Row));
        expect(after.stores[store]?.rows, store).toEqual(expected);
      }
      // Before v8 no counts were kept: the v8 upgrade counts them. A later fixture's kept counts
      // (those its queued writes did not forget) are among its rows, compared above.
      if (version < 8)
        expect(after.stores.glanceCounts?.rows).toEqual([
          { name: 'incidentsOpen', count: 1 },
          { name: 'monitorsAll', count: 4 },
          { name: 'monitorsDown', count: 1 },
        ]);
      // The pages' Dexie found what it declares: it did not re-version the database.
      const pages = new GatehouseDatabase(name);
      expect((await pages.ticketImages.get('tkt_1'))?.decodedText).toBe(
        'MUSEUM-TICKET:tkt_1:CONF1',
      );
      expect(pages.verno).toBe(SCHEMA_VERSION);
      await pages.delete();
    },
  );

  it.each(Object.entries(upgraders))(
    'sends every queued write once, with its secret, when upgraded by %s',
    async (_by, upgrade) => {
      const name = await restore(fixture);
      await upgrade(name);
      const worker = await openWorkerDatabase(name);
      const tokenStore = memoryTokenStore();
      // The server stands for the address the fixture's accounts were signed in at.
      const connect = async () => apisAt(server.url, tokenStore, { accountUrl: FIXTURE_BASE_URL });

      const outcomes = await flushOutbox(worker, connect);
      const again = await flushOutbox(worker, connect);
      const { monitoring } = server.context.state;
      expect(monitoring.monitors.get('mon_3')).toMatchObject({
        authType: 'basic',
        authUsername: 'probe',
        authPassword: FIXTURE_SECRETS.authPassword(version),
      });
      expect(monitoring.pages.get('page_1')).toMatchObject({
        access: 1,
        password: FIXTURE_SECRETS.pagePassword(version),
      });
      const lobbies = [...monitoring.categories.values()].filter(
        (c) => c.name === `Lobby v${version}`,
      );
      expect(lobbies).toHaveLength(1);
      expect(writeLines(server).sort()).toEqual(
        [
          'PATCH /endpoints/v1/monitors/pause/mon_1',
          'PUT /endpoints/v1/monitors/update/mon_3',
          'PATCH /endpoints/v1/status/pages/authentication/page_1',
          'POST /endpoints/v1/categories/new',
        ].sort(),
      );
      expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent']);
      expect(again).toEqual([]);
      expect(await worker.count('outbox')).toBe(0);
      // Sent, their secrets are forgotten: none is left in browser.storage.
      expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('fixture-v');
      await Dexie.delete(name);
    },
  );
});
