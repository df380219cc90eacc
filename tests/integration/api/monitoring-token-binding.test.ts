import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../../../lib/background/api/monitoring/token-store';
import { type RunningServer, startServer } from '../../server/start';
import {
  apiErrorOf,
  DEMO_LOGIN,
  monitoringClientFor,
  requestLines,
  resetMonitoringServer,
  storedTokenOf,
} from '../support/monitoring-harness';

/*
 * The user changes the monitoring address (or the account) in Settings while a token is stored.
 * The token must only ever go to the address and account it was issued for; anywhere else the
 * client signs in afresh. Two server instances stand for the old and the new address.
 */

let first: RunningServer;
let second: RunningServer;
const LOGIN = 'POST /endpoints/v1/auth/login';
const LIST = 'GET /endpoints/v1/monitors/list';
const bearersSeenBy = (server: RunningServer) =>
  server.context.log.entries.map((entry) => entry.bearer);

beforeAll(async () => {
  [first, second] = await Promise.all([startServer({ port: 0 }), startServer({ port: 0 })]);
});
afterAll(() => Promise.all([first.close(), second.close()]));
beforeEach(() => Promise.all([resetMonitoringServer(first), resetMonitoringServer(second)]));

describe('the monitoring token after a change of address or account', () => {
  it('a token issued at one address is never sent to another', async () => {
    const tokenStore = memoryTokenStore();
    await monitoringClientFor(first, { tokenStore }).api.login();
    const issuedAtFirst = (await storedTokenOf(tokenStore)).token;

    const { api } = monitoringClientFor(second, { tokenStore });
    expect((await api.listMonitors()).length).toBeGreaterThan(0);

    expect(bearersSeenBy(second)).not.toContain(issuedAtFirst);
    expect(requestLines(second)).toEqual([LOGIN, LIST]);
    expect((await storedTokenOf(tokenStore)).token).not.toBe(issuedAtFirst);
  });

  it('a token issued to one account is never sent for another at the same address', async () => {
    const tokenStore = memoryTokenStore();
    await monitoringClientFor(first, { tokenStore }).api.login();
    first.context.log.clear();

    const otherAccount = { username: 'someone-else@example.com', password: DEMO_LOGIN.password };
    const { api } = monitoringClientFor(first, {
      tokenStore,
      getCredentials: async () => otherAccount,
    });
    // The local server knows only the demo account: the other one is refused at sign-in.
    expect(await apiErrorOf(api.listMonitors())).toMatchObject({ kind: 'auth' });

    expect(requestLines(first)).toEqual([LOGIN]);
    expect(bearersSeenBy(first)).toEqual([null]);
  });
});
