import type { GatehouseDatabase } from '../db/database';
import type { OutboxRow } from '../db/outbox-row';
import { tableOf } from './crud';
import { operationFor } from './operations';
import { discardRow } from './settle';

/** Every queued write, oldest first, for the outbox inspector. Payloads hold no secrets. */
export function listOutbox(database: GatehouseDatabase): Promise<OutboxRow[]> {
  return database.outbox.orderBy('seq').toArray();
}

/**
 * The user's "Retry": send it at the next flush. A failed row's local change was reverted when it
 * failed, so it is applied again; a purchase waiting for confirmation is now confirmed.
 */
export async function retryOutboxItem(database: GatehouseDatabase, seq: number) {
  const row = await database.outbox.get(seq);
  if (!row) return false;
  const operation = operationFor(row.operation);
  await database.transaction(
    'rw',
    [tableOf(database, operation.table), database.outbox, database.tickets],
    async () => {
      if (row.state === 'failed') {
        await operation.applyLocally(database, row.recordId, row.payload);
        if (operation.table === 'tickets')
          await database.tickets.update(row.recordId, { state: 'pending' });
      }
      await database.outbox.update(seq, { state: 'pending', nextAttemptAt: 0 });
    },
  );
  return true;
}

/** The user's "Discard": give up on the write and show the server's version again. */
export async function discardOutboxItem(database: GatehouseDatabase, seq: number) {
  const row = await database.outbox.get(seq);
  if (!row) return false;
  await discardRow(database, row);
  return true;
}
