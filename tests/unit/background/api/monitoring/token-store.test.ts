import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  monitoringTokenItem,
  storageTokenStore,
} from '../../../../../lib/background/api/monitoring/token-store';

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
    // Version 1 had no migrations, so WXT stored no version with it.
    await fakeBrowser.storage.local.set({ monitoringToken: legacy });
    await monitoringTokenItem.migrate();
    expect(await storageTokenStore.get()).toEqual({ ...legacy, baseUrl: '' });
    expect(await monitoringTokenItem.getMeta()).toEqual({ v: 2 });
  });

  it('keeps the address of a token whose version is not stored yet', async () => {
    const token = {
      token: 'jwt',
      expiresAt: 123,
      email: 'demo@example.com',
      baseUrl: 'https://monitoring.example.com',
    };
    // A worker stopped between its two writes of a first token: the value, no version.
    await fakeBrowser.storage.local.set({ monitoringToken: token });
    await monitoringTokenItem.migrate();
    expect(await storageTokenStore.get()).toEqual(token);
    expect(await monitoringTokenItem.getMeta()).toEqual({ v: 2 });
  });
});
