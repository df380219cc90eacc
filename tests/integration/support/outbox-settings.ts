import {
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  museumBaseUrlItem,
  museumCredentialsItem,
} from '../../../lib/storage/settings';
import { DEMO_LOGIN } from './monitoring-harness';
import { MUSEUM_LOGIN, type OutboxBed } from './outbox-harness';

/**
 * Saves the test server's address and demo accounts in (fake) browser.storage, as the options
 * page would, for code that reads its connections from Settings (timed pauses, handlers).
 */
export async function useSettingsOf(bed: OutboxBed) {
  await Promise.all([
    monitoringBaseUrlItem.setValue(bed.server.url),
    monitoringCredentialsItem.setValue(DEMO_LOGIN),
    museumBaseUrlItem.setValue(`${bed.server.url}/v1.1`),
    museumCredentialsItem.setValue(MUSEUM_LOGIN),
  ]);
}
