import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseRouteOverrides } from '../../../lib/background/api/monitoring/route-overrides';
import { type RunningServer, startServer } from '../../server/start';
import {
  apiErrorOf,
  monitoringClientFor,
  requestLines,
  resetMonitoringServer,
  startPathRewritingProxy,
} from '../support/monitoring-harness';

let server: RunningServer;

/** The routes a user's override text gives, failing the test if the text is refused. */
function routesFrom(overrides: Record<string, unknown>) {
  const { routes, errors } = parseRouteOverrides(JSON.stringify(overrides));
  expect(errors).toEqual([]);
  return routes;
}

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(async () => {
  await resetMonitoringServer(server);
});

describe('route overrides change what is requested', () => {
  it('sends an overridden path; a path the server lacks is not-found', async () => {
    const routes = routesFrom({ listCategories: '/endpoints/v1/categories/all' });
    const { api } = monitoringClientFor(server, { routes });
    const error = await apiErrorOf(api.listCategories());
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
    expect(requestLines(server)).toContain('GET /endpoints/v1/categories/all');
    expect(requestLines(server)).not.toContain('GET /endpoints/v1/categories/list');
  });

  it('sends an overridden method, with the id filled into the overridden path', async () => {
    const put = routesFrom({
      pauseMonitor: { method: 'PUT', path: '/endpoints/v1/monitors/pause/{id}' },
    });
    await expect(
      monitoringClientFor(server, { routes: put }).api.pauseMonitor('mon_1', true),
    ).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(requestLines(server).at(-1)).toBe('PUT /endpoints/v1/monitors/pause/mon_1');

    const patch = routesFrom({
      pauseMonitor: { method: 'PATCH', path: '/endpoints/v1/monitors/pause/{id}' },
    });
    const paused = await monitoringClientFor(server, { routes: patch }).api.pauseMonitor(
      'mon_1',
      true,
    );
    expect(paused.pause).toBe('paused');
  });

  it('works against a service whose paths all differ from the defaults', async () => {
    const proxy = await startPathRewritingProxy(server.url);
    try {
      const routes = routesFrom({
        login: '/v2/auth/login',
        listMonitors: '/v2/monitors/list',
        deleteMonitor: { method: 'DELETE', path: '/v2/monitors/delete/{id}' },
      });
      const { api } = monitoringClientFor(proxy, { routes });
      const monitors = await api.listAllMonitors();
      expect(monitors).toHaveLength(server.context.state.monitoring.monitors.size);
      await api.deleteMonitor('mon_5');
      expect(server.context.state.monitoring.monitors.has('mon_5')).toBe(false);
      expect(proxy.seen).toEqual([
        'POST /v2/auth/login',
        'GET /v2/monitors/list?page=1&limit=500',
        'DELETE /v2/monitors/delete/mon_5',
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('keeps the defaults in force while the override text has errors', async () => {
    const { routes, errors } = parseRouteOverrides(
      JSON.stringify({ listCategories: '/endpoints/v1/categories/all', listSeats: 'no-slash' }),
    );
    expect(errors).toHaveLength(1);
    await monitoringClientFor(server, { routes }).api.listCategories();
    expect(requestLines(server).at(-1)).toBe('GET /endpoints/v1/categories/list');
  });
});
