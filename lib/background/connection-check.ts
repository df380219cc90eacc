import { policyOf } from '../model/error-policy';
import { isApiError } from '../model/errors';
import { message } from '../model/i18n';
import {
  effectiveConnections,
  monitoringCredentialsItem,
  monitoringTokenItem,
  SIGNED_OUT,
} from '../storage/settings';
import { connectApis } from './api/connect';
import { isTokenFor } from './api/monitoring/auth';
import { normalizedMonitoringBaseUrl } from './api/monitoring/base-url';

/** Why a connection test failed, in the ways users can fix. */
type ConnectionProblem = 'unreachable' | 'bad-credentials' | 'not-this-api' | 'not-set-up';

export type ConnectionResult =
  | { ok: true; who: string; expiresAt?: number }
  | { ok: false; problem: ConnectionProblem; message: string };

const HINTS: Record<ConnectionProblem, () => string> = {
  unreachable: () => message('connectionsUnreachable'),
  'bad-credentials': () => message('connectionsRefused'),
  'not-this-api': () => message('connectionsNotThisService'),
  'not-set-up': () => message('connectionsNotSetUp'),
};

/** The one error policy's reading of a failure (lib/model/error-policy.ts), in fixable words. */
function classify(error: unknown): ConnectionResult {
  const kind = isApiError(error) ? error.kind : 'bad-response';
  const glance = policyOf(kind).glance;
  const problem: ConnectionProblem =
    glance === 'unreachable' || glance === 'not-answering'
      ? 'unreachable'
      : glance === 'signed-out'
        ? kind === 'config'
          ? 'not-set-up'
          : 'bad-credentials'
        : 'not-this-api';
  const hint = HINTS[problem]();
  return {
    ok: false,
    problem,
    message: isApiError(error) ? message('connectionsProblemDetail', [hint, error.message]) : hint,
  };
}

/** Signs in to the monitoring API with the saved settings; the token is kept for later calls. */
export async function signInMonitoring(): Promise<ConnectionResult> {
  try {
    const apis = await connectApis();
    const session = await apis.monitoring.login({ signal: AbortSignal.timeout(15_000) });
    return { ok: true, who: session.email, expiresAt: session.expiresAt };
  } catch (error) {
    return classify(error);
  }
}

/** Forgets the token and the saved monitoring credentials. */
export async function signOutMonitoring() {
  await Promise.all([
    monitoringTokenItem.setValue(null),
    monitoringCredentialsItem.setValue(SIGNED_OUT),
  ]);
}

/**
 * Who is signed in and until when — never the token itself. A token issued at another address or
 * to another account is no session here: the client would sign in afresh before using it.
 */
export async function monitoringSession() {
  const [token, { monitoring }] = await Promise.all([
    monitoringTokenItem.getValue(),
    effectiveConnections(),
  ]);
  const baseURL = normalizedMonitoringBaseUrl(monitoring.baseUrl);
  const email = monitoring.credentials?.username;
  if (!baseURL || !email || !isTokenFor(token, baseURL, email)) return null;
  return { email: token.email, expiresAt: token.expiresAt };
}

/** Reads one page of museum hours: proves address, credentials and API in one request. */
export async function testMuseumConnection(): Promise<ConnectionResult> {
  try {
    const apis = await connectApis();
    await apis.museum.listMuseumHours({ limit: 1, signal: AbortSignal.timeout(15_000) });
    return { ok: true, who: 'museum' };
  } catch (error) {
    return classify(error);
  }
}
