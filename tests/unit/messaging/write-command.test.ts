import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleSubmitWrite } from '../../../lib/messaging/outbox-handlers';
import type { WriteCommand } from '../../../lib/messaging/protocol';
import { GatehouseDatabase } from '../../../lib/storage/database';
import { openWorkerDatabase } from '../../../lib/storage/worker-database';

// The `submitWrite` command is derived from the write definitions (lib/background/outbox/writes/all-writes.ts):
// `npm test` type-checks this file, so each @ts-expect-error below fails the build the day a
// wrong command compiles again. The background still checks what a page cannot be trusted with.
describe('submitWrite is typed per operation', () => {
  let database: GatehouseDatabase;
  beforeEach(() => {
    fakeBrowser.reset();
    database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  });
  const worker = () => openWorkerDatabase(database.name);

  it('a pause sent with a wrong payload does not compile, and is refused if sent anyway', async () => {
    const pause: WriteCommand = {
      operation: 'pauseMonitor',
      recordId: 'mon_1',
      payload: { paused: true },
    };
    // @ts-expect-error `paused` is a boolean, not a word
    const wrongPayload: WriteCommand = { ...pause, payload: { paused: 'yes' } };
    // @ts-expect-error there is no such operation
    const wrongName: WriteCommand = { ...pause, operation: 'pauseMonitors' };
    // @ts-expect-error a pause names the monitor it pauses
    const noRecord: WriteCommand = { operation: 'pauseMonitor', payload: { paused: true } };
    // @ts-expect-error a create gets a temporary id; it cannot name one
    const createWithId: WriteCommand = {
      operation: 'createCategory',
      recordId: 'x',
      payload: { name: 'x' },
    };

    expect(await handleSubmitWrite(await worker(), wrongPayload)).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'paused' }],
    });
    await expect(handleSubmitWrite(await worker(), wrongName)).rejects.toThrow();
    expect(await handleSubmitWrite(await worker(), noRecord)).toMatchObject({ ok: false });
    expect(createWithId.operation).toBe('createCategory');
    expect(await database.outbox.count()).toBe(0);
  });
});
