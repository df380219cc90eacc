import { randomBytes } from 'node:crypto';
import { apiError } from './api-error';

/** One opaque token's session: whom it was issued to and when it lapses (ms since the epoch). */
interface OpaqueSession {
  email: string;
  expiresAt: number;
}

/** The server-side table behind opaque tokens, by token. */
export type OpaqueSessions = Map<string, OpaqueSession>;

/** 40 random hex characters: nothing in it to decode, unlike a JWT. */
export function issueOpaqueToken(sessions: OpaqueSessions, email: string, expiresAt: number) {
  const token = randomBytes(20).toString('hex');
  sessions.set(token, { email, expiresAt });
  return token;
}

/** The account of a known token; 403 once it has lapsed. Null when the table does not know it. */
export function opaqueTokenOwner(sessions: OpaqueSessions, token: string, now: number) {
  const session = sessions.get(token);
  if (!session) return null;
  if (session.expiresAt <= now) throw apiError(403, 'Token expired');
  return session.email;
}
