import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { message } from '../../../platform/i18n';

const OPERATION = 'Connect to the monitoring service';

/** Why a base URL cannot be used, as the text after "Connect to the monitoring service: ". */
function baseUrlProblem(baseURL: string | null | undefined): string | null {
  if (!baseURL?.trim()) return message('addressMissing');
  if (!URL.canParse(baseURL.trim())) return message('addressNotUrl');
  const url = new URL(baseURL.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return message('addressNotHttp');
  }
  // fetch refuses such URLs with an error that would read as "offline"; say what is wrong instead.
  if (url.username || url.password) {
    return message('addressHasLogin');
  }
  return null;
}

/**
 * The 'config' error for a base URL that cannot be used, or null when it can. The message never
 * quotes the address: a pasted URL may carry a password.
 */
export function monitoringBaseUrlError(baseURL: string | null | undefined): ApiError | null {
  const problem = baseUrlProblem(baseURL);
  return problem
    ? new ApiError('config', `${operationWords(OPERATION)}: ${problem}`, { operation: OPERATION })
    : null;
}

/**
 * The address requests go to and a token is bound to: parsed, so case and a trailing slash do not
 * make it another address; null while it cannot be used.
 */
export function normalizedMonitoringBaseUrl(baseURL: string | null | undefined): string | null {
  if (!baseURL || baseUrlProblem(baseURL)) return null;
  return new URL(baseURL.trim()).href.replace(/\/+$/, '');
}
