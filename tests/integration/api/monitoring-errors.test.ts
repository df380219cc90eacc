import { describe, expect, it } from 'vitest';
import type { TokenStore } from '../../../lib/background/api/monitoring/auth';
import type { MonitoringApi } from '../../../lib/background/api/monitoring/client';
import type { RunningServer } from '../../server/start';
import {
  apiErrorOf,
  classification,
  monitoringClientFor,
  withMonitoringServer,
} from '../support/monitoring-harness';
import { closedPortUrl } from '../support/web-page-server';

let server: RunningServer;
let api: MonitoringApi;
let tokenStore: TokenStore;
const LIST = '/endpoints/v1/monitors/list';
const CREATE = '/endpoints/v1/monitors/new';

type FaultSpec = Parameters<RunningServer['context']['faults']['add']>[0];
const fault = (spec: Partial<FaultSpec> & Pick<FaultSpec, 'kind'>) =>
  server.context.faults.add({ path: LIST, ...spec });

withMonitoringServer(async (fresh, client) => {
  server = fresh;
  ({ api, tokenStore } = client);
  await api.login(); // so faults on a data route hit the data request, not the sign-in
});

describe('no answer', () => {
  it('offline: nothing listens at the address', async () => {
    const client = monitoringClientFor({ monitoringBaseUrl: await closedPortUrl() }).api;
    const error = await apiErrorOf(client.listMonitors());
    expect(classification(error)).toEqual({
      kind: 'offline',
      retryable: true,
      status: undefined,
      retryAfter: undefined,
    });
  });

  it('offline: the connection is reset', async () => {
    fault({ kind: 'reset' });
    expect((await apiErrorOf(api.listMonitors())).kind).toBe('offline');
  });

  it('timeout: the server never answers', async () => {
    fault({ kind: 'hang' });
    // With the session the patient client signed in with before the test: on a busy machine the
    // server's sign-in alone can take longer than this client's 200 ms.
    const { api: impatient } = monitoringClientFor(server, { timeoutMs: 200, tokenStore });
    const error = await apiErrorOf(impatient.listMonitors());
    expect(classification(error)).toMatchObject({ kind: 'timeout', retryable: true });
    // The list timed out, not a sign-in of the impatient client's own.
    expect(error.operation).toBe('List monitors');
  });

  it('aborted: the caller cancels', async () => {
    fault({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await apiErrorOf(api.listMonitors({ signal: controller.signal }));
    expect(classification(error)).toMatchObject({ kind: 'aborted', retryable: true });
  });
});

describe('refusals', () => {
  it('validation: a 422 names the fields the server refused', async () => {
    const error = await apiErrorOf(api.createCategory({ name: 'production' })); // name taken
    expect(classification(error)).toMatchObject({
      kind: 'validation',
      retryable: false,
      status: 422,
    });
    expect(error.fieldErrors).toEqual([
      { field: 'name', message: 'name is already used by another category' },
    ]);
    const window = await apiErrorOf(
      api.createWindow({
        name: 'x',
        monitors: ['mon_404'],
        schedule: {
          type: 'once',
          start: '2030-01-01T00:00:00Z',
          end: '2030-01-01T01:00:00Z',
          timezone: 'UTC',
        },
      }),
    );
    expect(window.fieldErrors.map((e) => e.field)).toEqual(['monitors']);
  });

  it('validation: a 400', async () => {
    fault({ path: CREATE, kind: 'status', status: 400 });
    const error = await apiErrorOf(api.createMonitor({ name: 'x', type: 'heartbeat' }));
    expect(classification(error)).toMatchObject({
      kind: 'validation',
      retryable: false,
      status: 400,
    });
  });

  it('validation: caught before sending when the client can tell', async () => {
    const before = server.context.log.entries.length;
    const error = await apiErrorOf(
      api.createMonitor({ name: 'x', type: 'http', uri: 'not a url' }),
    );
    expect(error).toMatchObject({ kind: 'validation', status: undefined });
    expect(error.fieldErrors).toEqual([
      {
        field: 'uri',
        message: 'uri must be a web address starting with http:// or https://',
        problem: 'must be a web address starting with http:// or https://',
      },
    ]);
    expect(server.context.log.entries.length).toBe(before);
  });

  it('not-found: an unknown id', async () => {
    const error = await apiErrorOf(api.updateMonitor('mon_999', { name: 'x' }));
    expect(classification(error)).toMatchObject({
      kind: 'not-found',
      retryable: false,
      status: 404,
    });
    expect(error.message).toMatch(/Monitor not found/);
  });

  it('rate-limited: 429 with Retry-After', async () => {
    fault({ kind: 'status', status: 429, retryAfter: 7 });
    const error = await apiErrorOf(api.listMonitors());
    expect(classification(error)).toEqual({
      kind: 'rate-limited',
      retryable: true,
      status: 429,
      retryAfter: 7,
    });
  });

  it("rate-limited: the server's own limit", async () => {
    server.context.config.rateLimit = { max: 2, windowMs: 60_000 };
    await api.listMonitors();
    await api.listMonitors();
    const error = await apiErrorOf(api.listMonitors());
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(error.retryAfter).toBeGreaterThanOrEqual(1);
    expect(error.retryAfter).toBeLessThanOrEqual(60);
    server.context.config.rateLimit = null;
  });

  it.each([500, 503])('server: %i', async (status) => {
    fault({ kind: 'status', status });
    const error = await apiErrorOf(api.listMonitors());
    expect(classification(error)).toMatchObject({ kind: 'server', retryable: true, status });
  });

  it('rejected: 406', async () => {
    fault({ kind: 'status', status: 406 });
    const error = await apiErrorOf(api.listMonitors());
    expect(classification(error)).toMatchObject({
      kind: 'rejected',
      retryable: false,
      status: 406,
    });
  });
});
