import { WindowResponseSchema } from '../../../model/monitoring/schemas-windows';
import type { SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

/**
 * Maintenance windows: planned periods when the monitors they name raise no alerts. Their list,
 * create, update and delete are plain (client-resources.ts); pausing and ending are their own.
 */
export function maintenanceOperations(caller: MonitoringCaller) {
  return {
    /** Pauses a scheduled or active window, or lets it run again by its clock. */
    pauseWindow: (id: string, paused: boolean, { signal }: SignalOption = {}) =>
      caller.requestOne('pauseWindow', WindowResponseSchema, {
        id,
        body: { pause: paused ? 'paused' : 'active' },
        signal,
      }),
    /** Ends an active or paused window now (CONTRACT.md: anything else is refused with 422). */
    endWindow: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('endWindow', WindowResponseSchema, { id, signal }),
  };
}
