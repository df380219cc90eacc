import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storageTokenStore } from '../../../../../lib/background/api/monitoring/token-store';
import { monitoringTokenItem } from '../../../../../lib/storage/settings';

describe('storageTokenStore', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('keeps the token in browser.storage.local across reads, and forgets it on clear', async () => {
    expect(await storageTokenStore.get()).toBeNull();
    const token = {
      token: 'jwt',
      expiresAt: 123,
      email: 'demo@example.com',
      baseUrl: 'https://monitoring.example.com',
    };
    await storageTokenStore.set(token);
    expect(await storageTokenStore.get()).toEqual(token);
    expect(await fakeBrowser.storage.local.get('monitoringToken')).toEqual({
      monitoringToken: token,
    });
    await storageTokenStore.clear();
    expect(await storageTokenStore.get()).toBeNull();
  });

  it('marks a token saved by version 1 as issued at no known address', async () => {
    const legacy = { token: 'jwt', expiresAt: 123, email: 'demo@example.com' };
    await fakeBrowser.storage.local.set({ monitoringToken: legacy, monitoringToken$: { v: 1 } });
    await monitoringTokenItem.migrate();
    expect(await storageTokenStore.get()).toEqual({ ...legacy, baseUrl: '' });
  });

  it('keeps the address of a token whose version is not stored yet', async () => {
    const token = {
      token: 'jwt',
      expiresAt: 123,
      email: 'demo@example.com',
      baseUrl: 'https://monitoring.example.com',
    };
    // The moment between the worker's two writes of its first token: the value, no version.
    await fakeBrowser.storage.local.set({ monitoringToken: token });
    await monitoringTokenItem.migrate();
    expect(await storageTokenStore.get()).toEqual(token);
  });
});
