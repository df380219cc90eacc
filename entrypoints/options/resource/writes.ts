import {
  type EnqueueResult,
  sendMessage,
  type WriteCommand,
  type WriteName,
} from '../../../lib/messaging/protocol';
import type { FieldError } from '../../../lib/model/errors';
import { message } from '../../../lib/model/i18n';

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

/** A generated form's write: its payload built from form values at run time. */
export interface UntypedCommand {
  operation: WriteName;
  recordId?: string;
  payload: Record<string, unknown>;
}

/** What a form sends: a typed command, or a generated form's (docs/ARCHITECTURE.md). */
export type FormCommand = { typed: WriteCommand } | { untyped: UntypedCommand };

export const payloadOf = (command: FormCommand) =>
  'typed' in command ? command.typed.payload : command.untyped.payload;

/** Sends a form's write, each kind through its own message; both are checked in the background. */
export const sendFormCommand = (command: FormCommand) =>
  'typed' in command
    ? asFormResult(sendMessage('submitWrite', command.typed))
    : submitWrite(command.untyped.operation, command.untyped.payload, command.untyped.recordId);

/**
 * Sends a generic form's write to the background. The payload is built from form values at run time, so
 * it goes as `submitFormWrite`, checked by the operation's schema in the background like every
 * write.
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
