import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { ServerContext } from '../core/context';
import { apiError } from './api-error';

/** The one demo account (also printed by `npm run server`). */
export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'demo' };

/** An HS256 JWT for `email`; its lifetime is read from the config at login time. */
export async function issueToken(server: ServerContext, email: string, now: Date) {
  const expiresIn = server.config.tokenTtlSeconds;
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + expiresIn;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(server.jwtSecret);
  return { token, expiresIn, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
}

/** The account a token was issued to; 403 for a badly signed, malformed or expired token. */
export async function verifyToken(server: ServerContext, token: string): Promise<string> {
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
