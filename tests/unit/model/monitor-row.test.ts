import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../../lib/background/api/http/fingerprint';
import {
  MONITOR_ROW_VERSION,
  monitorRowInPlace,
  toMonitorRow,
} from '../../../lib/model/monitor-row';
import { MonitorResponseSchema } from '../../../lib/model/monitoring/schemas-monitors';
import { seedMonitor } from '../support/seed-monitor';

/** Server records that reach every part of a row: each status and pause, a name to sort, a site. */
const records = [
  seedMonitor(),
  seedMonitor({ id: 'mon_2', name: 'US-50 Checkout', status: 'down', uri: 'https://shop.example' }),
  seedMonitor({ id: 'mon_3', name: 'Ping', status: 'pending', pause: 'paused', uri: '10.0.0.1' }),
  seedMonitor({ id: 'mon_4', port: 8080, extra: { kept: true } }),
];

describe('MONITOR_ROW_VERSION', () => {
  // A pull skips a record whose fingerprint (seeded with this version) it holds: were the rows
  // to change without a new version, rows stored by the last build would stay as it kept them.
  it('changes whenever what a row keeps of a server record changes', () => {
    const rows = records.map((record) =>
      toMonitorRow(v.parse(MonitorResponseSchema.envelope.item, record)),
    );
    // If this fails because the rows changed on purpose: give MONITOR_ROW_VERSION a new number,
    // then pin both anew.
    expect({ version: MONITOR_ROW_VERSION, rows: fingerprintOf(JSON.stringify(rows), 0) }).toEqual({
      version: 3,
      rows: '1rz.v8m1wo',
    });
  });
});

describe('monitorRowInPlace', () => {
  const read = (record: object) => v.parse(MonitorResponseSchema.envelope.item, record);

  it('makes the very row toMonitorRow makes, key order included', () => {
    for (const record of records)
      expect(JSON.stringify(monitorRowInPlace(read(record), 'f.1'))).toBe(
        JSON.stringify(toMonitorRow(read(record), 'f.1')),
      );
  });

  it('turns the monitor itself into the row, where toMonitorRow leaves it as it was', () => {
    const monitor = read(records[1] as object);
    const before = JSON.stringify(monitor);
    toMonitorRow(monitor);
    expect(JSON.stringify(monitor)).toBe(before);
    expect(monitorRowInPlace(monitor)).toBe(monitor);
  });
});
