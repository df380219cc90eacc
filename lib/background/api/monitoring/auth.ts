import * as v from 'valibot';
import { errorPolicy } from '../../../model/errors/error-policy';
import { ApiError, isApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';
import type { Http } from '../http/http';
import { readLoginAnswer, SIGN_IN } from './login-answer';
import { MONITORING_ANSWERS, type MonitoringRoute } from './routes';
import { tokenExpiry } from './token-expiry';
import { untilAborted } from './until-aborted';

/*
 * The monitoring API's bearer token (published: JWT bearer on every operation but login; lifetime
 * and refresh "not shown"). A token is fetched when missing or about to lapse, and renewed when the
 * server refuses it (the one retry is bearer.ts's). The password and token never go into an error message: the
 * messages here are fixed text, and refused sign-ins are rebuilt rather than passed through.
 *
 * A token is only ever sent to the address and account it was issued for: after either changes
 * in Settings, the client signs in afresh instead of handing the new server the old key.
 */

/**
 * The monitoring API's bearer token, when it lapses, and the address and account it was issued
 * for: it is sent nowhere else. A secret: browser.storage only.
 */
export interface StoredToken {
  token: string;
  /** ms since epoch. */
  expiresAt: number;
  /** Who signed in, shown in the options page. */
  email: string;
  /** The normalised monitoring base URL that issued it ('' when unknown: then it matches none). */
  baseUrl: string;
}

/** Where the token lives between service-worker restarts (browser.storage in the extension). */
export interface TokenStore {
  get(): Promise<StoredToken | null>;
  set(token: StoredToken): Promise<void>;
  clear(): Promise<void>;
}

/** The monitoring login; `username` is the account email. */
export interface MonitoringCredentials {
  username: string;
  password: string;
}

export type CredentialsSource = () => Promise<MonitoringCredentials | null>;

/**
 * Sign-ins under way, per token store, address and account. The worker builds new clients when
 * the settings change (lib/background/api/connect.ts), and Settings' connection check builds its
 * own: requests refused together share one sign-in, whichever client sends them.
 */
interface SignInUnderWay {
  /** The password it was started with: one started before a new password was saved is not ours. */
  password: string;
  token: Promise<StoredToken>;
}
const signInsUnderWay = new WeakMap<TokenStore, Map<string, SignInUnderWay>>();

function signInsUnderWayFor(tokenStore: TokenStore): Map<string, SignInUnderWay> {
  let underWay = signInsUnderWay.get(tokenStore);
  if (!underWay) {
    underWay = new Map();
    signInsUnderWay.set(tokenStore, underWay);
  }
  return underWay;
}

/** Renew this long before expiry, so no request leaves with a token that lapses on the way. */
const EXPIRY_MARGIN_MS = 30_000;

function notSignedIn(operation: string): ApiError {
  const why = message('errorNotSignedIn', operationWords(operation));
  return new ApiError('auth', why, { operation });
}

/** Refused credentials become one fixed message; offline, timeouts, 5xx… pass through. */
function signInFailure(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const refused =
    (error.kind === 'auth' && error.status !== 200) ||
    (error.kind === 'validation' && error.status === 422);
  if (!refused) return error;
  const why = message('errorSignInRefused', [operationWords(SIGN_IN), String(error.status)]);
  return new ApiError('auth', why, { operation: SIGN_IN, status: error.status });
}

/**
 * Whether `stored` was issued at `baseURL` (normalised, see base-url.ts) to `email`. A token
 * saved before tokens named their address has none, so it matches nothing.
 */
export function isTokenFor(
  stored: StoredToken | null,
  baseURL: string,
  email: string,
): stored is StoredToken {
  return stored !== null && stored.baseUrl === baseURL && stored.email === email;
}

export interface MonitoringSessionOptions {
  /** The normalised address `http` talks to; stored tokens are bound to it. */
  baseURL: string;
  /** The transport the sign-in goes through: one without the bearer token (caller.ts). */
  http: Http;
  loginRoute: MonitoringRoute;
  getCredentials: CredentialsSource;
  tokenStore: TokenStore;
  now?: () => number;
}

export function createMonitoringSession(options: MonitoringSessionOptions) {
  const { baseURL, http, loginRoute, getCredentials, tokenStore, now = Date.now } = options;
  /** Concurrent requests that all need a token share one sign-in, whichever client sends them. */
  const underWay = signInsUnderWayFor(tokenStore);

  async function credentialsFor(operation: string): Promise<MonitoringCredentials> {
    const credentials = await getCredentials();
    if (!credentials?.username || !credentials.password) throw notSignedIn(operation);
    return credentials;
  }

  async function signInNow({ username, password }: MonitoringCredentials): Promise<StoredToken> {
    // A token for another address or account goes now, so it outlives no failed sign-in either.
    const stored = await tokenStore.get();
    if (stored && !isTokenFor(stored, baseURL, username)) await tokenStore.clear();
    try {
      const answer = readLoginAnswer(
        await http.json(
          {
            operation: SIGN_IN,
            ...loginRoute,
            answers: MONITORING_ANSWERS,
            body: { email: username, password },
            anonymous: true,
          },
          v.unknown(),
        ),
      );
      const stored = {
        token: answer.token,
        expiresAt: tokenExpiry(answer, now()),
        email: username,
        baseUrl: baseURL,
      };
      await tokenStore.set(stored);
      return stored;
    } catch (error) {
      if (isApiError(error) && errorPolicy[error.kind].dropsToken) await tokenStore.clear();
      throw signInFailure(error);
    }
  }

  /** A sign-in under way with these very credentials, if any. */
  function sameSignIn({ username, password }: MonitoringCredentials) {
    const existing = underWay.get(`${baseURL}\n${username}`);
    return existing?.password === password ? existing.token : undefined;
  }

  async function signIn(): Promise<StoredToken> {
    const credentials = await credentialsFor(SIGN_IN);
    const existing = sameSignIn(credentials);
    if (existing) return existing;
    const key = `${baseURL}\n${credentials.username}`;
    const token = signInNow(credentials).finally(() => {
      if (underWay.get(key)?.token === token) underWay.delete(key);
    });
    underWay.set(key, { password: credentials.password, token });
    return token;
  }

  const usable = (stored: StoredToken | null, email: string): stored is StoredToken =>
    isTokenFor(stored, baseURL, email) && stored.expiresAt - EXPIRY_MARGIN_MS > now();

  /** A token good for the next request: the stored one, or a fresh sign-in. */
  async function currentToken(operation: string): Promise<string> {
    const { username } = await credentialsFor(operation);
    const stored = await tokenStore.get();
    return usable(stored, username) ? stored.token : (await signIn()).token;
  }

  /** After `rejected` was refused: a token someone else just got, or a fresh sign-in. */
  async function renewedToken(operation: string, rejected: string): Promise<string> {
    const credentials = await credentialsFor(operation);
    const { username } = credentials;
    const existing = sameSignIn(credentials);
    if (existing) return (await existing).token;
    const stored = await tokenStore.get();
    const newer = usable(stored, username) && stored.token !== rejected;
    return newer ? stored.token : (await signIn()).token;
  }

  return {
    /** Signs in now, whatever is stored (e.g. "Test connection" in Settings). */
    signIn: (signal?: AbortSignal) => untilAborted(signIn(), signal, SIGN_IN),
    /** Forgets the token; the next request signs in again. */
    signOut: () => tokenStore.clear(),
    /** A token good for the next request: the stored one, or a fresh sign-in. */
    token: (operation: string, signal: AbortSignal | undefined) =>
      untilAborted(currentToken(operation), signal, operation),
    /** After `rejected` was refused: a token someone else just got, or a fresh sign-in. */
    renewedToken: (operation: string, signal: AbortSignal | undefined, rejected: string) =>
      untilAborted(renewedToken(operation, rejected), signal, operation),
  };
}

export type MonitoringSession = ReturnType<typeof createMonitoringSession>;
