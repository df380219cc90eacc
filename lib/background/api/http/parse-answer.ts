import * as v from 'valibot';
import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';

/* How a 2xx answer's body becomes a typed value, or a bad-response error a person can act on. */

/** Turns a parsed body into the typed value, or a bad-response error naming the bad field. */
export function parseWith<T>(
  operation: string,
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  status?: number,
): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue) ?? '(root)';
  throw new ApiError(
    'bad-response',
    message('errorUnexpectedAnswer', [operationWords(operation), path, issue.message]),
    { operation, path, status },
  );
}

/**
 * `status` is that of a 2xx whose body could not be read: kept on the error because a write the
 * server answered 201 to did happen, whatever its body says (see error-policy.ts).
 */
export function parseJson(operation: string, text: string, status?: number): unknown {
  if (!text.trim()) {
    throw new ApiError('bad-response', message('errorEmptyAnswer', operationWords(operation)), {
      operation,
      path: '(root)',
      status,
    });
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    const looksHtml = /^\s*</.test(text);
    throw new ApiError(
      'bad-response',
      looksHtml
        ? message('errorWebPage', operationWords(operation))
        : message('errorNotJson', operationWords(operation)),
      { operation, path: '(root)', cause, status },
    );
  }
}
