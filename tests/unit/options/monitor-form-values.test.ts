import { describe, expect, it } from 'vitest';
import { monitorValues } from '../../../entrypoints/options/resources/monitors-detail/monitor-values';
import type { MonitorRow } from '../../../lib/model/rows';
import { seedMonitor } from '../support/seed-monitor';

const aMonitor = { ...seedMonitor(), rank: 3, nameKey: 'api gateway' } as MonitorRow;

describe('options monitor edit form: whole numbers the published description allows', () => {
  it('starts interval and timeout from plain digits, never e-notation', () => {
    const values = monitorValues({ ...aMonitor, interval: 1e21, timeout: 2 ** 53 });
    expect(values.interval).toBe(`1${'0'.repeat(21)}`);
    expect(values.timeout).toBe('9007199254740992');
    expect(monitorValues(aMonitor)).toMatchObject({ interval: '300', timeout: '30' });
  });
});
