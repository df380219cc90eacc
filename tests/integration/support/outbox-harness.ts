import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Apis } from '../../../lib/background/api/connect';
import type { TokenStore } from '../../../lib/background/api/monitoring/auth';
import { createMonitoringApi } from '../../../lib/background/api/monitoring/client';
import { memoryTokenStore } from '../../../lib/background/api/monitoring/token-store';
import { createMuseumApi } from '../../../lib/background/api/museum/client';
import { enqueueWrite } from '../../../lib/background/outbox/enqueue';
import { flushOutbox } from '../../../lib/background/outbox/flush';
import type { SendOutcome } from '../../../lib/background/outbox/send-row';
import type { WriteName } from '../../../lib/background/outbox/writes/all-writes';
import {
  type PulledResource,
  pulledResources,
  type ResourceName,
} from '../../../lib/background/sync/resources';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { accountKey } from '../../../lib/storage/settings';
import { openWorkerDatabase, type WorkerDatabase } from '../../../lib/storage/worker-database';
import { type RunningServer, startServer } from '../../server/start';
import { DEMO_LOGIN, resetMonitoringServer } from './monitoring-harness';
import { closedPortUrl } from './web-page-server';

/** The museum's demo account (CONTRACT.md). */
export const MUSEUM_LOGIN = { username: 'demo', password: 'demo' };

/** Long enough for any loopback answer on a busy CI machine; the `hang` fault uses a short one. */
const PATIENT_MS = 5_000;

export interface ApisOptions {
  timeoutMs?: number;
  /** Smaller bounds than the extension's, so hostile-answer tests stay fast. */
  maxBytes?: number;
  maxListRecords?: number;
  museumLogin?: typeof MUSEUM_LOGIN;
  /** Whose monitoring account; null: signed out. */
  monitoringLogin?: typeof DEMO_LOGIN | null;
  /** The address the accounts are of, when `url` stands for it unreachable (a closed port). */
  accountUrl?: string;
}

/** Both clients at `url`, as `connectApis()` builds them from Settings in the extension. */
export function apisAt(url: string, tokenStore: TokenStore, options: ApisOptions = {}): Apis {
  const { timeoutMs = PATIENT_MS, museumLogin = MUSEUM_LOGIN, maxBytes, maxListRecords } = options;
  const monitoringLogin =
    options.monitoringLogin === undefined ? DEMO_LOGIN : options.monitoringLogin;
  const accountUrl = options.accountUrl ?? url;
  return {
    monitoring: createMonitoringApi({
      baseURL: url,
      getCredentials: async () => monitoringLogin,
      tokenStore,
      timeoutMs,
      maxBytes,
      maxListRecords,
    }),
    museum: createMuseumApi({
      baseURL: `${url}/v1.1`,
      getCredentials: async () => museumLogin,
      timeoutMs,
      maxBytes,
      maxListRecords,
    }),
    monitoringConfigured: monitoringLogin !== null,
    museumConfigured: true,
    accounts: {
      monitoring: monitoringLogin && accountKey(accountUrl, monitoringLogin.username),
      museum: accountKey(`${accountUrl}/v1.1`, museumLogin.username),
    },
  };
}

export interface OutboxBed {
  server: RunningServer;
  /** A fresh database per test, so no test sees another's queue. */
  database: GatehouseDatabase;
  /** The worker's connection to the same database: what the outbox writes through. */
  worker: WorkerDatabase;
  /** The monitoring token, shared by every client of the test (like browser.storage). */
  tokenStore: TokenStore;
  /** `flushOutbox`'s connect function for the real server. */
  connect: () => Promise<Apis>;
  /** Queues a write as a command handler does; fails the test if it is refused before that. */
  queue(operation: WriteName, recordId?: string, payload?: unknown): Promise<QueuedWrite>;
  /** One flush, against the real server unless told otherwise. */
  flush(connect?: () => Promise<Apis>): Promise<SendOutcome[] | null>;
  /** Copies a server list into Dexie, as a pull sync would before the user edits anything. */
  pull(name: ResourceName): Promise<void>;
  /** The queue, oldest first. */
  rows(): Promise<OutboxRow[]>;
  /** Rows waiting for their retry time become due now, instead of the test waiting for it. */
  makeDue(): Promise<unknown>;
}

interface QueuedWrite {
  recordId: string;
  seq?: number;
}

/**
 * One server per test file (reset before each test: seeded state, no faults, empty log), a fresh
 * database and fake browser storage (where outbox secrets live) per test.
 */
export function useOutboxBed(): OutboxBed {
  const bed = {} as OutboxBed;
  bed.queue = async (operation, recordId, payload = {}) => {
    const { accounts } = await bed.connect();
    const result = await enqueueWrite(bed.worker, { operation, recordId, payload }, accounts);
    if (!result.ok) throw new Error(`Not queued: ${JSON.stringify(result.fieldErrors)}`);
    return result;
  };
  bed.flush = (connect) => flushOutbox(bed.worker, connect ?? bed.connect);
  bed.pull = async (name) => pullInto(bed.database, await bed.connect(), name);
  bed.rows = () => bed.database.outbox.orderBy('seq').toArray();
  bed.makeDue = () => bed.database.outbox.toCollection().modify({ nextAttemptAt: 0 });
  beforeAll(async () => {
    bed.server = await startServer({ port: 0 });
  });
  afterAll(() => bed.server.close());
  beforeEach(async () => {
    fakeBrowser.reset();
    await resetMonitoringServer(bed.server);
    bed.database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
    bed.worker = await openWorkerDatabase(bed.database.name);
    bed.tokenStore = memoryTokenStore();
    bed.connect = async () => apisAt(bed.server.url, bed.tokenStore);
  });
  afterEach(() => bed.database.delete());
  return bed;
}

/** Both clients at a closed port: the test server, as seen without a network. */
export async function unreachableApis(bed: OutboxBed): Promise<Apis> {
  return apisAt(await closedPortUrl(), bed.tokenStore, { accountUrl: bed.server.url });
}

/** Copies a server list into Dexie, as a pull sync would before the user edits anything. */
async function pullInto(database: GatehouseDatabase, apis: Apis, name: ResourceName) {
  const resource = pulledResources[name] as PulledResource;
  const table = database.table(resource.table);
  await resource.pullPages(apis, AbortSignal.timeout(PATIENT_MS), async (rows) => {
    await table.bulkPut(rows);
  });
}

/** Requests the server received for one method and path (in arrival order). */
export function requestsTo(server: RunningServer, method: string, path: string) {
  return server.context.log.entries.filter((e) => e.method === method && e.path === path);
}

/** The writes the server received, in order, as `METHOD /path` (no reads, no sign-ins). */
export function writeLines(server: RunningServer) {
  return server.context.log.entries
    .filter((e) => e.method !== 'GET' && !e.path.endsWith('/auth/login'))
    .map((e) => `${e.method} ${e.path}`);
}

/** The one queued row; fails the test if there is not exactly one. */
export async function onlyRow(database: GatehouseDatabase) {
  const rows = await database.outbox.toArray();
  if (rows.length !== 1) throw new Error(`Expected one outbox row, found ${rows.length}`);
  return rows[0] as OutboxRow & { seq: number };
}
