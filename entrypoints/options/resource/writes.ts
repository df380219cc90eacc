import type { FieldError } from '../../../lib/api/errors';
import { sendMessage, type WriteName } from '../../../lib/messaging/protocol';

/**
 * Sends a form's write to the background; returns field errors, or the record id when queued.
 * The payload is built from form values at run time, so it goes as `submitFormWrite`, checked by
 * the operation's schema in the background like every write.
 */
export async function submitWrite(
  operation: WriteName,
  payload: Record<string, unknown>,
  recordId?: string,
) {
  try {
    const result = await sendMessage('submitFormWrite', { operation, recordId, payload });
    return result.ok
      ? { recordId: result.recordId, errors: [] as FieldError[] }
      : { errors: result.fieldErrors };
  } catch (error) {
    return {
      errors: [{ field: '', message: `Gatehouse could not queue this change: ${String(error)}` }],
    };
  }
}

/** Sends a refused write again, fixed: the same queued row takes the new payload. */
export async function resubmitWrite(seq: number, payload: Record<string, unknown>) {
  try {
    const result = await sendMessage('resubmitWrite', { seq, payload });
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
