import { ApiError } from '../../../model/errors';
import { message } from '../../../model/i18n';
import { operationWords } from '../../../model/operation-words';
import { type AnsweredContext, type HttpContext, textOf } from '../answer-hooks';
import { errorForStatus } from '../failure';
import type { MonitoringSession } from './auth';

/** "This token was not accepted": 403 (tests/server/CONTRACT.md "Common rules"); 401 read alike. */
const TOKEN_REFUSED = [401, 403];

/** The token a try was sent with, and the one refused before it: kept on ofetch's options. */
type BearerContext = HttpContext & {
  options: HttpContext['options'] & { sentToken?: string; refusedToken?: string };
};

/**
 * A 403 with a token the server has just issued is no sign-in problem: this account may not do
 * this. The server refused the request (kind rejected), so signing in again cannot help.
 */
function forbiddenForAccount(refused: ApiError): ApiError {
  const why = message('errorNotForAccount', operationWords(refused.operation));
  return new ApiError('rejected', why, {
    operation: refused.operation,
    status: 403,
    fieldErrors: refused.fieldErrors,
  });
}

/**
 * The monitoring client's ofetch hooks: every request but the sign-in carries the session's
 * bearer token (onRequest), and a refused token gets one renewal and one retry, which ofetch
 * itself sends (onResponseError sets its `retry` to 1 for that request only).
 */
export function bearerHooks(session: () => MonitoringSession) {
  return {
    async onRequest({ options }: BearerContext) {
      if (options.anonymous) return;
      const { operation, callerSignal, refusedToken } = options;
      const token =
        refusedToken === undefined
          ? await session().token(operation, callerSignal)
          : await session().renewedToken(operation, callerSignal, refusedToken);
      options.sentToken = token;
      options.headers.set('Authorization', `Bearer ${token}`);
    },
    onResponseError({ options, response }: BearerContext & Pick<AnsweredContext, 'response'>) {
      if (options.anonymous || !TOKEN_REFUSED.includes(response.status)) return;
      if (options.refusedToken === undefined) {
        Object.assign(options, {
          refusedToken: options.sentToken,
          retry: 1,
          retryStatusCodes: TOKEN_REFUSED,
        });
        return;
      }
      if (response.status === 403) {
        const body = textOf(response._data);
        throw forbiddenForAccount(errorForStatus(options.operation, 403, body, null));
      }
    },
  };
}
