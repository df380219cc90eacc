import * as v from 'valibot';
import type { GatehouseDatabase } from '../db/database';
import { enqueueWrite } from '../outbox/enqueue';
import { discardOutboxItem, listOutbox, retryOutboxItem } from '../outbox/inspector';
import { writeOperations } from '../outbox/operations';
import { flushSoon } from '../outbox/schedule';

const WriteCommandSchema = v.object({
  operation: v.picklist(Object.keys(writeOperations)),
  recordId: v.optional(v.pipe(v.string(), v.minLength(1))),
  payload: v.unknown(),
});
const SeqSchema = v.object({ seq: v.pipe(v.number(), v.integer()) });

/** Pages are not trusted blindly either: message payloads are checked here (STYLE.md 4). */
export async function handleSubmitWrite(database: GatehouseDatabase, data: unknown) {
  const command = v.parse(WriteCommandSchema, data);
  const result = await enqueueWrite(database, command);
  if (result.ok) flushSoon(database);
  return result;
}

export const handleGetOutbox = (database: GatehouseDatabase) => listOutbox(database);

export async function handleRetryOutboxItem(database: GatehouseDatabase, data: unknown) {
  const retried = await retryOutboxItem(database, v.parse(SeqSchema, data).seq);
  if (retried) flushSoon(database);
  return retried;
}

export const handleDiscardOutboxItem = (database: GatehouseDatabase, data: unknown) =>
  discardOutboxItem(database, v.parse(SeqSchema, data).seq);
