import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { type LoginResponse, LoginResponseSchema } from '../../../model/monitoring/schemas-general';
import { message } from '../../../platform/i18n';
import { parseWith } from '../http/parse-answer';

export const SIGN_IN = 'Sign in to the monitoring service';

/**
 * A login answer that is JSON but carries no token we can use: none, or not a non-empty string.
 * Signing in cannot succeed until the server changes, so it is a sign-in error (held writes stay
 * held), never a crash or a token stored for nothing. Any string is a token: the published
 * description promises a bearer token, not its format, so one that is not a JWT is sent as it is.
 */
export function readLoginAnswer(body: unknown): LoginResponse {
  try {
    return parseWith(SIGN_IN, LoginResponseSchema, body);
  } catch {
    throw new ApiError('auth', message('errorNoUsableToken', operationWords(SIGN_IN)), {
      operation: SIGN_IN,
      status: 200,
    });
  }
}
