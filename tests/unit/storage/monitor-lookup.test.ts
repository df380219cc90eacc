import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toMonitorRow } from '../../../lib/model/monitor-row';
import type { Monitor } from '../../../lib/model/monitoring/types';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { monitorsOfSite } from '../../../lib/storage/monitor-lookup';
import { SCHEMA_V1 } from '../../../lib/storage/schema-versions';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';
import { monitorsNamed } from '../../../lib/storage/worker-monitor-lookup';
import { seedMonitor } from '../support/seed-monitor';

let database: GatehouseDatabase;
const row = (overrides: Record<string, unknown>) =>
  toMonitorRow(seedMonitor(overrides) as unknown as Monitor);

beforeEach(() => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(() => database.delete());

describe('the monitors of the site in the tab', () => {
  it('are those whose address has exactly its scheme, host and port, the one most in trouble first', async () => {
    await database.monitors.bulkPut([
      row({ id: 'health', name: 'Shop health', uri: 'https://shop.example.com/health' }),
      row({ id: 'home', name: 'Shop', uri: 'https://shop.example.com', status: 'down' }),
      row({ id: 'http', name: 'Shop (http)', uri: 'http://shop.example.com' }),
      row({ id: 'port', name: 'Shop 8443', uri: 'https://shop.example.com:8443' }),
      row({ id: 'www', name: 'www', uri: 'https://www.shop.example.com' }),
      row({ id: 'ping', name: 'Shop ping', type: 'ping', uri: 'shop.example.com' }),
    ]);
    const ids = async (origin: string) =>
      (await monitorsOfSite(database, origin)).map((monitor) => monitor.id);
    expect(await ids('https://shop.example.com')).toEqual(['home', 'health']);
    expect(await ids('http://shop.example.com')).toEqual(['http']);
    expect(await ids('https://shop.example.com:8443')).toEqual(['port']);
    expect(await ids('https://example.com')).toEqual([]);
  });
});

describe('monitors found by the words of their name', () => {
  beforeEach(() =>
    database.monitors.bulkPut([
      row({ id: 'a', name: 'Payments API (EU)', status: 'up' }),
      row({ id: 'b', name: 'payments pay-out', status: 'down' }),
      row({ id: 'c', name: 'Payroll', status: 'up', pause: 'paused' }),
      row({ id: 'd', name: 'Shipping rates', status: 'up' }),
      row({ id: 'e', name: 'Prepay checkout', status: 'up' }),
    ]),
  );
  const names = async (text: string, limit = 10) =>
    (await monitorsNamed(await openWorkerDatabase(database.name), text, limit)).map(
      (monitor) => monitor.name,
    );

  it('lists each match once, down first, paused last, in the popup order', async () => {
    // "payments pay-out" has two words starting with "pay": still one suggestion.
    expect(await names('pay')).toEqual(['payments pay-out', 'Payments API (EU)', 'Payroll']);
  });

  it('needs every word, in any order, each at the start of a word', async () => {
    expect(await names('eu pay')).toEqual(['Payments API (EU)']);
    expect(await names('PAYMENTS')).toEqual(['payments pay-out', 'Payments API (EU)']);
    expect(await names('ments')).toEqual([]);
    expect(await names('  ')).toEqual([]);
  });

  it('stops at the limit', async () => {
    expect(await names('pay', 2)).toHaveLength(2);
  });
});

it('finds monitors kept by a version before the site and name-word indexes', async () => {
  const name = `migration-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(1).stores(SCHEMA_V1);
  await old.table('monitors').put({
    id: 'm1',
    name: 'Checkout API',
    uri: 'https://shop.example.com/checkout',
    status: 'up',
    rank: 3,
    nameKey: 'checkout api',
  });
  old.close();
  const current = new GatehouseDatabase(name);
  expect((await monitorsOfSite(current, 'https://shop.example.com')).map((m) => m.id)).toEqual([
    'm1',
  ]);
  expect(
    (await monitorsNamed(await openWorkerDatabase(name), 'check', 5)).map((m) => m.id),
  ).toEqual(['m1']);
  await current.delete();
});
