import type { FieldError } from '../../../lib/api/errors';
import { sendMessage } from '../../../lib/messaging/protocol';

/** Sends a write to the background; returns field errors, or the record id when queued. */
export async function submitWrite(operation: string, payload: unknown, recordId?: string) {
  try {
    const result = await sendMessage('submitWrite', { operation, recordId, payload });
    return result.ok
      ? { recordId: result.recordId, errors: [] as FieldError[] }
      : { errors: result.fieldErrors };
  } catch (error) {
    return {
      errors: [{ field: '', message: `Gatehouse could not queue this change: ${String(error)}` }],
    };
  }
}

export const retryWrite = (seq: number) => sendMessage('retryOutboxItem', { seq });
export const discardWrite = (seq: number) => sendMessage('discardOutboxItem', { seq });
