import {
  type EnqueueResult,
  sendMessage,
  type WriteCommand,
  type WriteName,
} from '../../../lib/messaging/protocol';
import type { FieldError } from '../../../lib/model/errors/errors';
import { message } from '../../../lib/platform/i18n';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A queued write's record id, or the field errors that kept it from being queued. */
async function asFormResult(sent: Promise<EnqueueResult>) {
  try {
    const result = await sent;
    return result.ok
      ? { recordId: result.recordId, errors: [] as FieldError[] }
      : { errors: result.fieldErrors };
  } catch (error) {
    return {
      errors: [{ field: '', message: message('queueFailed', reason(error)) }],
    };
  }
}

/** Sends a form's typed write; the background checks it by the operation's schema. */
export const sendWrite = (command: WriteCommand) =>
  asFormResult(sendMessage('submitWrite', command));

/**
 * Sends a write whose operation a section picks at run time (a record's delete and special
 * actions, named by its spec), so it goes as `submitFormWrite`, checked by the operation's
 * schema in the background like every write.
 */
export const submitWrite = (
  operation: WriteName,
  payload: Record<string, unknown>,
  recordId?: string,
) => asFormResult(sendMessage('submitFormWrite', { operation, recordId, payload }));

/** Sends a refused write again, fixed: the same queued row takes the new payload. */
export const resubmitWrite = (seq: number, payload: object) =>
  asFormResult(sendMessage('resubmitWrite', { seq, payload: { ...payload } }));

export const retryWrite = (seq: number) => sendMessage('retryOutboxItem', { seq });
export const discardWrite = (seq: number) => sendMessage('discardOutboxItem', { seq });
