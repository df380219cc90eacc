import { describe, expect, it } from 'vitest';
import { monitorFromRow } from '../../../entrypoints/options/resources/monitors-detail/monitor-values';
import type { MonitorRow } from '../../../lib/db/rows';

const aMonitor: MonitorRow = {
  id: 'mon_1',
  name: 'API gateway',
  status: 'up',
  pause: 'active',
  uri: 'https://api.example.com/health',
  type: 'http',
  category: '',
  interval: 300,
  timeout: 30,
  websiteDetails: {
    sslErrors: 'no',
    sslExpiry: 'no',
    domainExpiry: 'no',
    redirections: 'no',
    upCodes: ['2xx'],
    authType: 'none',
    authUsername: '',
    method: 'GET',
    json: '',
    headers: [],
  },
  incidents: 0,
  pages: 0,
  maintenanceWindows: 0,
  createdAt: '2031-03-06',
  rank: 3,
  nameKey: 'api gateway',
};

describe('options monitor edit form: whole numbers the seed allows', () => {
  it('starts interval and timeout from plain digits, never e-notation', () => {
    const values = monitorFromRow({ ...aMonitor, interval: 1e21, timeout: 2 ** 53 });
    expect(values.interval).toBe(`1${'0'.repeat(21)}`);
    expect(values.timeout).toBe('9007199254740992');
    expect(monitorFromRow(aMonitor)).toMatchObject({ interval: '300', timeout: '30' });
  });
});
