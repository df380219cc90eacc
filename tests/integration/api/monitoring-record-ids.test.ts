import { describe, expect, it } from 'vitest';
import type { MonitoringApi } from '../../../lib/background/api/monitoring/client';
import type { RunningServer } from '../../server/start';
import { apiErrorOf, requestLines, withMonitoringServer } from '../support/monitoring-harness';

let server: RunningServer;
let api: MonitoringApi;

withMonitoringServer(async (fresh, client) => {
  server = fresh;
  ({ api } = client);
  await api.login();
  server.context.log.entries.length = 0;
});

/*
 * The seed types ids as any string. A URL reads a path segment "." or ".." (and their %2e
 * spellings) as "this folder" and "the folder above", so such an id cannot be put in a path:
 * the request would reach another route.
 */
describe('a record id that no URL path can carry', () => {
  it('is refused before sending: a delete never reaches the list route above it', async () => {
    for (const id of ['..', '.']) {
      const error = await apiErrorOf(api.deleteMonitor(id));
      expect(error.kind, id).toBe('validation');
      expect(error.message).toContain(`"${id}"`);
    }
    expect(requestLines(server)).toEqual([]);
  });

  it('leaves ids with dots inside alone', async () => {
    const error = await apiErrorOf(api.getResponseTimes('a..b'));
    expect(error.kind).toBe('not-found');
    expect(requestLines(server)).toEqual(['GET /endpoints/v1/monitors/response-times/a..b']);
  });
});
