import { decodeJwt } from 'jose';

/** When neither the answer nor the JWT says how long a token lasts (published: "not shown"). */
const FALLBACK_LIFETIME_MS = 60 * 60 * 1000;

/** When a token that is a JWT says it lapses (its `exp`); undefined for any other token. */
function expiryFromJwt(token: string): number | undefined {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined; // not a JWT after all: fall back to the default lifetime
  }
}

function expiryFromTimestamp(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value; // seconds or ms
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? undefined : ms;
}

/** What a login answer says about its token (see LoginResponseSchema). */
export interface IssuedToken {
  token: string;
  /** Seconds from now. */
  expiresIn?: number;
  /** ISO text, or seconds / ms since epoch. */
  expiresAt?: string | number;
}

/**
 * When a freshly issued token lapses (ms since epoch). `expiresIn` comes first because it is
 * relative, so a skewed browser clock cannot make a fresh token look expired; then `expiresAt`,
 * then the JWT's own `exp`, then an hour.
 */
export function tokenExpiry(response: IssuedToken, now: number): number {
  const { expiresIn } = response;
  if (expiresIn !== undefined && Number.isFinite(expiresIn) && expiresIn > 0) {
    return now + expiresIn * 1000;
  }
  return (
    expiryFromTimestamp(response.expiresAt) ??
    expiryFromJwt(response.token) ??
    now + FALLBACK_LIFETIME_MS
  );
}

/**
 * Whether a token says of itself that it has lapsed by `now`: a JWT whose `exp` has passed. A
 * token of any other format says nothing, and is never judged so.
 */
export function saysItHasLapsed(token: string, now: number): boolean {
  const expiry = expiryFromJwt(token);
  return expiry !== undefined && expiry <= now;
}
