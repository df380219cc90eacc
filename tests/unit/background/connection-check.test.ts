import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { monitoringTokenItem } from '../../../lib/background/api/monitoring/token-store';
import { monitoringSession } from '../../../lib/background/connection-check';
import { monitoringBaseUrlItem, monitoringCredentialsItem } from '../../../lib/storage/settings';

const ADDRESS = 'https://monitoring.example.com';
const EMAIL = 'demo@example.com';
const EXPIRES_AT = Date.UTC(2030, 0, 1);

describe('monitoringSession ("Signed in as …" on the Connections page)', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await monitoringBaseUrlItem.setValue(ADDRESS);
    await monitoringCredentialsItem.setValue({ username: EMAIL, password: 'pw' });
    await monitoringTokenItem.setValue({
      token: 'jwt',
      expiresAt: EXPIRES_AT,
      email: EMAIL,
      baseUrl: ADDRESS,
    });
  });

  it('reports who is signed in at the saved address, however the address is typed', async () => {
    expect(await monitoringSession()).toEqual({ email: EMAIL, expiresAt: EXPIRES_AT });
    await monitoringBaseUrlItem.setValue(' HTTPS://Monitoring.Example.com/ ');
    expect(await monitoringSession()).toEqual({ email: EMAIL, expiresAt: EXPIRES_AT });
  });

  it('reports nobody once the address changes', async () => {
    await monitoringBaseUrlItem.setValue('https://elsewhere.example.com');
    expect(await monitoringSession()).toBeNull();
  });

  it('reports nobody once the account changes', async () => {
    await monitoringCredentialsItem.setValue({
      username: 'someone-else@example.com',
      password: 'x',
    });
    expect(await monitoringSession()).toBeNull();
  });

  it('reports nobody for a token saved before tokens named their address', async () => {
    await fakeBrowser.storage.local.set({
      // Version 1 had no migrations, so WXT stored no version with it.
      monitoringToken: { token: 'jwt', expiresAt: EXPIRES_AT, email: EMAIL },
    });
    await monitoringTokenItem.migrate();
    expect(await monitoringSession()).toBeNull();
  });
});
