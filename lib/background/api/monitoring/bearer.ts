import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';
import { type AnsweredContext, type HttpContext, textOf } from '../http/answer-hooks';
import { errorForStatus } from '../http/failure';
import type { MonitoringSession } from './auth';
import { saysItHasLapsed } from './token-expiry';

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
 * A token refused right after it was issued, which says of itself that it has lapsed: the server
 * issues tokens already expired, by this computer's clock. Neither signing in again nor another
 * account helps; the server's clock, or this computer's, is wrong.
 */
function issuedLapsed(refused: ApiError): ApiError {
  const why = message('errorTokenIssuedLapsed', operationWords(refused.operation));
  return new ApiError('auth', why, { operation: refused.operation, status: refused.status });
}

/**
 * The monitoring client's ofetch hooks: every request but the sign-in carries the session's
 * bearer token (onRequest), and a refused token gets one renewal and one retry, which ofetch
 * itself sends (onResponseError sets its `retry` to 1 for that request only).
 */
export function bearerHooks(session: MonitoringSession) {
  return {
    async onRequest({ options }: BearerContext) {
      if (options.anonymous) return;
      const { operation, callerSignal, refusedToken } = options;
      const token =
        refusedToken === undefined
          ? await session.token(operation, callerSignal)
          : await session.renewedToken(operation, callerSignal, refusedToken);
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
      const refused = errorForStatus(
        options.operation,
        response.status,
        textOf(response._data),
        null,
      );
      if (options.sentToken && saysItHasLapsed(options.sentToken, Date.now()))
        throw issuedLapsed(refused);
      if (response.status === 403) throw forbiddenForAccount(refused);
    },
  };
}
