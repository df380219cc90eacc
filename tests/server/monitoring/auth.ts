import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ServerContext } from '../core/context';
import { apiError } from './api-error';
import { issueOpaqueToken, opaqueTokenOwner } from './opaque-tokens';

/** The one demo account (also printed by `npm run server`). */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'demo' };

/** How far in the past a token lapses under `tokenIssuedExpired`. */
const WRONG_CLOCK_SECONDS = 3600;

/**
 * A token for `email` in the configured `tokenStyle`: an HS256 JWT, or an opaque one kept in
 * the session table. Its lifetime is read from the config at login time. Under
 * `tokenIssuedExpired` the answer still claims the full lifetime while the token itself lapsed
 * an hour ago, as a server with a wrong clock would issue it.
 */
export async function issueToken(server: ServerContext, email: string, now: Date) {
  const expiresIn = server.config.tokenTtlSeconds;
  // JWT times are whole seconds: rounded up, so a token lives its whole lifetime and not up to
  // a second less.
  const issuedAt = Math.ceil(now.getTime() / 1000);
  const claimedExpiry = issuedAt + expiresIn;
  const realExpiry = server.config.tokenIssuedExpired
    ? issuedAt - WRONG_CLOCK_SECONDS
    : claimedExpiry;
  const expiresAt = new Date(claimedExpiry * 1000).toISOString();
  if (server.config.tokenStyle === 'opaque') {
    const token = issueOpaqueToken(server.sessions, email, realExpiry * 1000);
    return { token, expiresIn, expiresAt };
  }
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email)
    // Its own id, so two logins in one second hold two tokens, as they do in the opaque style.
    .setJti(randomUUID())
    .setIssuedAt(realExpiry - expiresIn)
    .setExpirationTime(realExpiry)
    .sign(server.jwtSecret);
  return { token, expiresIn, expiresAt };
}

/**
 * The account a token was issued to; 403 for a badly signed, malformed, unknown or expired
 * token. Both styles are accepted whatever `tokenStyle` is now, so switching it does not
 * invalidate the tokens a test already holds.
 */
export async function verifyToken(server: ServerContext, token: string): Promise<string> {
  const opaqueOwner = opaqueTokenOwner(server.sessions, token, Date.now());
  if (opaqueOwner !== null) return opaqueOwner;
  let subject: unknown;
  try {
    const { payload } = await jwtVerify(token, server.jwtSecret, { algorithms: ['HS256'] });
    subject = payload.sub;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw apiError(403, 'Token expired');
    throw apiError(403, 'Invalid token');
  }
  if (typeof subject !== 'string') throw apiError(403, 'Invalid token');
  return subject;
}
