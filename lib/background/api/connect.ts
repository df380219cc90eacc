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

type Connections = Awaited<ReturnType<typeof effectiveConnections>>;

/** Both clients, built from these settings. */
function buildApis({ monitoring, museum }: Connections, overrideText: string) {
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

export type Apis = ReturnType<typeof buildApis>;

/**
 * What the clients are built from, a password aside: each client reads the credentials when it
 * signs in, so a new password needs no new client, and none is kept here.
 */
function settingsKey(connections: Connections, overrideText: string) {
  const { monitoring, museum } = connections;
  return JSON.stringify([
    monitoring.baseUrl,
    museum.baseUrl,
    overrideText,
    isConfigured(monitoring),
    isConfigured(museum),
    currentAccounts(connections),
  ]);
}

/** The clients last built, and the settings they were built from. */
let built: { key: string; apis: Apis } | undefined;

/**
 * Both clients, from the current settings. Background-only (docs/ARCHITECTURE.md, "One writer"):
 * UI code never imports lib/background/api. The settings are read on every call (a flush reads
 * them per batch, so a sign-in as someone else stops the writes of the account before), the
 * clients built only when those settings changed. Only a cache: a worker restarted at any time
 * builds them again from the stored settings.
 */
export async function connectApis(): Promise<Apis> {
  const [connections, overrideText] = await Promise.all([
    effectiveConnections(),
    monitoringRouteOverridesItem.getValue(),
  ]);
  const key = settingsKey(connections, overrideText);
  if (built?.key !== key) built = { key, apis: buildApis(connections, overrideText) };
  return built.apis;
}
