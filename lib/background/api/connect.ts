import {
  currentAccounts,
  effectiveConnections,
  isConfigured,
  monitoringRouteOverridesItem,
} from '../../storage/settings';
import { createMonitoringApi } from './monitoring/client';
import { parseRouteOverrides } from './monitoring/route-overrides';
import { storageTokenStore } from './monitoring/token-store';
import { createMuseumApi } from './museum/client';

/**
 * Both clients, built from the current settings. Background-only (docs/ARCHITECTURE.md, "One writer"): UI code
 * never imports lib/background/api. Built per run rather than kept in a module global, because the service
 * worker may be restarted at any time and settings may change in between.
 */
export async function connectApis() {
  const [{ monitoring, museum }, overrideText] = await Promise.all([
    effectiveConnections(),
    monitoringRouteOverridesItem.getValue(),
  ]);
  return {
    monitoring: createMonitoringApi({
      baseURL: monitoring.baseUrl ?? '',
      getCredentials: async () => (await effectiveConnections()).monitoring.credentials,
      tokenStore: storageTokenStore,
      // A bad override is reported in Settings; the defaults stay in force meanwhile.
      routes: parseRouteOverrides(overrideText).routes,
    }),
    museum: createMuseumApi({
      baseURL: museum.baseUrl ?? '',
      getCredentials: async () => (await effectiveConnections()).museum.credentials,
    }),
    monitoringConfigured: isConfigured(monitoring),
    museumConfigured: isConfigured(museum),
    accounts: currentAccounts({ monitoring, museum }),
  };
}

export type Apis = Awaited<ReturnType<typeof connectApis>>;
