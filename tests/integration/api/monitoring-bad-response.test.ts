import { describe, expect, it } from 'vitest';
import type { MonitoringApi } from '../../../lib/background/api/monitoring/client';
import type { RunningServer } from '../../server/start';
import {
  apiErrorOf,
  classification,
  monitoringClientFor,
  withMonitoringServer,
} from '../support/monitoring-harness';
import { startWebPageServer } from '../support/web-page-server';

let server: RunningServer;
let api: MonitoringApi;
const LIST = '/endpoints/v1/monitors/list';

type FaultSpec = Parameters<RunningServer['context']['faults']['add']>[0];
const fault = (spec: Partial<FaultSpec> & Pick<FaultSpec, 'kind'>) =>
  server.context.faults.add({ path: LIST, ...spec });

withMonitoringServer(async (fresh, client) => {
  server = fresh;
  ({ api } = client);
  await api.login(); // so faults on a data route hit the data request, not the sign-in
});

describe('bad-response: a 200 that is not what the API returns', () => {
  it.each(['malformed', 'truncate'] as const)('%s body', async (kind) => {
    fault({ kind });
    const error = await apiErrorOf(api.listMonitors());
    expect(classification(error)).toMatchObject({
      kind: 'bad-response',
      // lib/model/errors/error-policy.ts: an unreadable answer is retried; the status is the 2xx's own.
      retryable: true,
      status: 200,
    });
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('a web page instead of the API', async () => {
    const page = await startWebPageServer();
    const { api: misdirected, tokenStore } = monitoringClientFor({ monitoringBaseUrl: page.url });
    await tokenStore.set({
      token: 't',
      expiresAt: Date.now() + 600_000,
      email: 'demo@example.com',
      baseUrl: page.url,
    });
    const error = await apiErrorOf(misdirected.listMonitors());
    await page.close();
    expect(error.kind).toBe('bad-response');
    expect(error.message).toMatch(/web page/);
  });

  it('a field of the wrong type, named by its path', async () => {
    const monitor = server.context.state.monitoring.monitors.get('mon_2');
    Object.assign(monitor ?? {}, { interval: 'often' });
    const error = await apiErrorOf(api.listMonitors());
    expect(error).toMatchObject({ kind: 'bad-response', path: 'monitors.1.interval' });
    expect(error.message).toMatch(/"monitors\.1\.interval"/);
  });

  it('a required field missing', async () => {
    const monitor = server.context.state.monitoring.monitors.get('mon_1');
    Object.assign(monitor ?? {}, { name: undefined });
    expect(await apiErrorOf(api.listMonitors())).toMatchObject({
      kind: 'bad-response',
      path: 'monitors.0.name',
    });
  });

  it('extra fields are fine, and kept', async () => {
    const category = server.context.state.monitoring.categories.get('cat_1');
    Object.assign(category ?? {}, { colour: 'teal' });
    const [first] = await api.listCategories();
    expect(first).toMatchObject({ id: 'cat_1', colour: 'teal' });
  });

  it('a list of 20,000 records parses', async () => {
    const codes = server.context.state.monitoring.telephoneCodes;
    for (let i = 0; i < 20_000; i++)
      codes.push({ id: `t${i}`, country: `Land ${i}`, iso: 'XX', code: `+${i}` });
    const all = await api.listTelephoneCodes();
    expect(all).toHaveLength(codes.length);
    expect(all.at(-1)).toEqual({ id: 't19999', country: 'Land 19999', iso: 'XX', code: '+19999' });
  });
});
