import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';

/** Lets one caller stop waiting for a shared promise without cancelling it for the others. */
export function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  operation: string,
) {
  if (!signal) return promise;
  const cancelled = () =>
    new ApiError('aborted', message('errorCancelled', operationWords(operation)), { operation });
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
