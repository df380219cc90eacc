import {
  type MaintenanceWindow,
  type WindowInput,
  WindowRequestSchema,
  WindowResponseSchema,
  type WindowUpdateInput,
  WindowUpdateRequestSchema,
} from '../../../model/monitoring/schemas-windows';
import type { ListAllOptions, PageOptions, SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

/** Maintenance windows: planned periods when the monitors they name raise no alerts. */
export function maintenanceOperations(caller: MonitoringCaller) {
  const windows = caller.pagedList<MaintenanceWindow>('listWindows', WindowResponseSchema);

  return {
    listWindows: (options?: PageOptions) => windows.page(options),
    listAllWindows: (options?: ListAllOptions) => windows.all(options),
    createWindow: (input: WindowInput, { signal }: SignalOption = {}) =>
      caller.requestOne('createWindow', WindowResponseSchema, {
        body: input,
        bodySchema: WindowRequestSchema,
        signal,
      }),
    /** Changes the fields given; the server keeps the others. */
    updateWindow: (id: string, input: WindowUpdateInput, { signal }: SignalOption = {}) =>
      caller.requestOne('updateWindow', WindowResponseSchema, {
        id,
        body: input,
        bodySchema: WindowUpdateRequestSchema,
        signal,
      }),
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
    deleteWindow: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('deleteWindow', WindowResponseSchema, { id, signal }),
  };
}
