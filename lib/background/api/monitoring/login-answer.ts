import { decodeJwt } from 'jose';
import { ApiError } from '../../../model/errors';
import { message } from '../../../model/i18n';
import { type LoginResponse, LoginResponseSchema } from '../../../model/monitoring/schemas-general';
import { operationWords } from '../../../model/operation-words';
import { parseWith } from '../parse-answer';

export const SIGN_IN = 'Sign in to the monitoring service';

/**
 * A login answer that is JSON but carries no token we can use: none, not a string, or not the JWT
 * the published description promises. Signing in cannot succeed until the server changes, so it
 * is a sign-in error (held writes stay held), never a crash or a token stored for nothing.
 */
export function readLoginAnswer(body: unknown): LoginResponse {
  const noUsableToken = new ApiError(
    'auth',
    message('errorNoUsableToken', operationWords(SIGN_IN)),
    { operation: SIGN_IN, status: 200 },
  );
  let answer: LoginResponse;
  try {
    answer = parseWith(SIGN_IN, LoginResponseSchema, body);
  } catch {
    throw noUsableToken;
  }
  try {
    decodeJwt(answer.token);
  } catch {
    throw noUsableToken;
  }
  return answer;
}
