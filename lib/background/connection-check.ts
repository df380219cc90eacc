import {
  type ConnectionProblem,
  connectionHint,
  connectionProblemOf,
  detailHelps,
} from '../model/connection-problem';
import { isApiError } from '../model/errors/errors';
import { message } from '../platform/i18n';
import { effectiveConnections, monitoringCredentialsItem, SIGNED_OUT } from '../storage/settings';
import { connectApis } from './api/connect';
import { isTokenFor } from './api/monitoring/auth';
import { normalizedMonitoringBaseUrl } from './api/monitoring/base-url';
import { monitoringTokenItem } from './api/monitoring/token-store';

export type ConnectionResult =
  | { ok: true; who: string; expiresAt?: number }
  | { ok: false; problem: ConnectionProblem; message: string };

/** A failed check in fixable words, with the failure's own message where it says more. */
function classify(error: unknown): ConnectionResult {
  const problem = connectionProblemOf(isApiError(error) ? error.kind : 'bad-response');
  const hint = connectionHint(problem);
  return {
    ok: false,
    problem,
    message:
      isApiError(error) && detailHelps(problem)
        ? message('connectionsProblemDetail', [hint, error.message])
        : hint,
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
