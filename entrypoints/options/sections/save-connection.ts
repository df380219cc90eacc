import type { ConnectionValues } from '../../../components/options/ConnectionForm';
import type { ConnectionResult } from '../../../lib/messaging/protocol';
import type {
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
} from '../../../lib/storage/settings';
import { requestHostPermission } from './host-permission';

async function save(
  values: ConnectionValues,
  urlItem: typeof monitoringBaseUrlItem,
  credentialsItem: typeof monitoringCredentialsItem,
) {
  await urlItem.setValue(values.baseUrl.trim());
  // Blank credentials are saved as blank (not null), so the build's demo defaults stay out.
  await credentialsItem.setValue({ username: values.username.trim(), password: values.password });
}

/**
 * Save the address and credentials, then prove them with the background's check, in words.
 * Called straight from the form's submit handler: the permission request must go out before the
 * first await (see requestHostPermission).
 */
export async function saveAndCheck(
  values: ConnectionValues,
  urlItem: typeof monitoringBaseUrlItem,
  credentialsItem: typeof monitoringCredentialsItem,
  check: () => Promise<ConnectionResult>,
  describeSuccess: (result: { who: string; expiresAt?: number }) => string,
) {
  const denied = await requestHostPermission(values.baseUrl);
  if (denied) return { ok: false, message: denied };
  await save(values, urlItem, credentialsItem);
  const result = await check();
  return result.ok
    ? { ok: true, message: describeSuccess(result) }
    : { ok: false, message: result.message };
}
