import type { SignalOption } from './call-options';
import { createMonitoringCaller, type MonitoringApiOptions } from './caller';
import { incidentOperations } from './client-categories';
import { maintenanceOperations } from './client-maintenance';
import { monitorOperations } from './client-monitors';
import { notificationOperations } from './client-notifications';
import { resourceOperations } from './client-resources';
import { statusPageOperations } from './client-status-pages';

export type { MonitoringApiOptions } from './caller';

/**
 * The monitoring API client (published: "Monitoring Service API"). One method per operation of the
 * route table; every method takes an optional AbortSignal, signs in when needed, and fails only
 * with ApiError. Writes return the record the server sent back; `list*` return one page and
 * `listAll*` every page. A missing base URL fails each call with kind 'config', missing
 * credentials with kind 'auth'.
 */
export function createMonitoringApi(options: MonitoringApiOptions) {
  const caller = createMonitoringCaller(options);
  return {
    /**
     * Signs in now, replacing any stored token: the "Test connection" button. Answers who signed
     * in and until when, never the token itself (it stays in the token store).
     */
    login: async ({ signal }: SignalOption = {}) => {
      const { email, expiresAt } = await caller.signIn(signal);
      return { email, expiresAt };
    },
    /** Forgets the stored token. */
    logout: () => caller.signOut(),
    ...resourceOperations(caller),
    ...monitorOperations(caller),
    ...incidentOperations(caller),
    ...notificationOperations(caller),
    ...statusPageOperations(caller),
    ...maintenanceOperations(caller),
  };
}

export type MonitoringApi = ReturnType<typeof createMonitoringApi>;
