import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectApis } from '../../../../lib/background/api/connect';
import {
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  monitoringRouteOverridesItem,
  museumBaseUrlItem,
  museumCredentialsItem,
} from '../../../../lib/storage/settings';

// The clients are built once per change of the settings they are built from, not per flush
// batch or per sync (lib/background/api/connect.ts); a change of any of them builds new ones.
describe('connectApis', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await Promise.all([
      monitoringBaseUrlItem.setValue('http://127.0.0.1:1'),
      monitoringCredentialsItem.setValue({ username: 'a@example.com', password: 'first' }),
      museumBaseUrlItem.setValue('http://127.0.0.1:2/v1.1'),
      museumCredentialsItem.setValue({ username: 'door', password: 'door' }),
    ]);
  });

  it('hands out the same clients while the settings stay as they are', async () => {
    const first = await connectApis();
    expect(await connectApis()).toBe(first);
    expect(first.accounts.monitoring).toContain('a@example.com');
  });

  it('builds new clients when an address, an account, sign-out or the routes change', async () => {
    const changes = [
      () => monitoringBaseUrlItem.setValue('http://127.0.0.1:3'),
      () => museumBaseUrlItem.setValue('http://127.0.0.1:4/v1.1'),
      () => monitoringCredentialsItem.setValue({ username: 'b@example.com', password: 'first' }),
      () => museumCredentialsItem.setValue(null),
      () =>
        monitoringRouteOverridesItem.setValue(
          '{"pauseMonitor":{"method":"PATCH","path":"/p/{id}"}}',
        ),
    ];
    let before = await connectApis();
    for (const change of changes) {
      await change();
      const after = await connectApis();
      expect(after).not.toBe(before);
      before = after;
    }
    expect(before.accounts.monitoring).toContain('b@example.com');
    expect(before.museumConfigured).toBe(false);
  });

  it('keeps its clients for a new password, which they read when they sign in', async () => {
    const first = await connectApis();
    await monitoringCredentialsItem.setValue({ username: 'a@example.com', password: 'second' });
    expect(await connectApis()).toBe(first);
  });
});
