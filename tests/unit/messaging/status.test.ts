import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readBackgroundStatus } from '../../../lib/messaging/status';
import {
  buildDefaults,
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  museumBaseUrlItem,
  museumCredentialsItem,
  SIGNED_OUT,
} from '../../../lib/storage/settings';
import type { WorkerDatabase } from '../../../lib/storage/worker-database';

const worker = { version: '1.0.0', startedAt: 1 };
/** A database that opens. */
const opens = () => Promise.resolve({} as WorkerDatabase);

describe('readBackgroundStatus', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    // Unit tests run without build-time defaults, so the API counts as unset unless saved.
    Object.assign(buildDefaults, {
      monitoringBaseUrl: null,
      museumBaseUrl: null,
      monitoringCredentials: null,
      museumCredentials: null,
    });
  });

  it('reports both APIs as not connected on a fresh install', async () => {
    const status = await readBackgroundStatus({ version: '1.0.0', startedAt: 1234 }, opens);
    expect(status).toMatchObject({
      startedAt: 1234,
      monitoringConfigured: false,
      museumConfigured: false,
    });
  });

  it('needs both an address and credentials before an API counts as connected', async () => {
    await monitoringBaseUrlItem.setValue('http://127.0.0.1:4010');
    expect((await readBackgroundStatus(worker, opens)).monitoringConfigured).toBe(false);

    await monitoringCredentialsItem.setValue({ username: 'demo@example.com', password: 'demo' });
    await museumBaseUrlItem.setValue('http://127.0.0.1:4010/v1.1');
    await museumCredentialsItem.setValue({ username: 'demo', password: 'demo' });
    const status = await readBackgroundStatus(worker, opens);
    expect(status.monitoringConfigured).toBe(true);
    expect(status.museumConfigured).toBe(true);
  });
});

describe('signing out with build-time demo credentials', () => {
  it('keeps the demo defaults out once the user has signed out', async () => {
    fakeBrowser.reset();
    Object.assign(buildDefaults, {
      monitoringBaseUrl: 'http://127.0.0.1:4010',
      monitoringCredentials: { username: 'demo@example.com', password: 'demo' },
    });
    expect((await readBackgroundStatus(worker, opens)).monitoringConfigured).toBe(true);
    await monitoringCredentialsItem.setValue(SIGNED_OUT);
    expect((await readBackgroundStatus(worker, opens)).monitoringConfigured).toBe(false);
  });

  it('says why the database did not open, and nothing once it did', async () => {
    expect((await readBackgroundStatus(worker, opens)).databaseFailure).toBeNull();
    const refused = () => Promise.reject(new DOMException('too new', 'VersionError'));
    expect((await readBackgroundStatus(worker, refused)).databaseFailure).toBe(
      'VersionError: too new',
    );
  });
});
