import {
  type TelephoneCode,
  TelephoneCodesResponseSchema,
} from '../../../model/monitoring/schemas-general';
import {
  type Integration,
  type IntegrationInput,
  IntegrationRequestSchema,
  IntegrationResponseSchema,
  type IntegrationUpdateInput,
  IntegrationUpdateRequestSchema,
  type Seat,
  type SeatInput,
  SeatRequestSchema,
  SeatResponseSchema,
  type SeatUpdateInput,
  SeatUpdateRequestSchema,
} from '../../../model/monitoring/schemas-notifications';
import type { ListAllOptions, PageOptions, SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

/** Notification seats (who is alerted), integrations (where to) and the telephone codes. */
export function notificationOperations(caller: MonitoringCaller) {
  const telephoneCodes = caller.pagedList<TelephoneCode>(
    'listTelephoneCodes',
    TelephoneCodesResponseSchema,
  );
  const seats = caller.pagedList<Seat>('listSeats', SeatResponseSchema);
  const integrations = caller.pagedList<Integration>('listIntegrations', IntegrationResponseSchema);

  return {
    /** The codes a seat's `telephoneCode` may take: one request, the list is short and unpaged. */
    listTelephoneCodes: ({ signal }: SignalOption = {}) =>
      caller.request('listTelephoneCodes', TelephoneCodesResponseSchema, { signal }),
    /** The same, walking pages, for a service that does page them. */
    listAllTelephoneCodes: (options?: ListAllOptions) => telephoneCodes.all(options),

    listSeats: (options?: PageOptions) => seats.page(options),
    listAllSeats: (options?: ListAllOptions) => seats.all(options),
    createSeat: (input: SeatInput, { signal }: SignalOption = {}) =>
      caller.requestOne('createSeat', SeatResponseSchema, {
        body: input,
        bodySchema: SeatRequestSchema,
        signal,
      }),
    /** Changes the fields given; the server keeps the others. */
    updateSeat: (id: string, input: SeatUpdateInput, { signal }: SignalOption = {}) =>
      caller.requestOne('updateSeat', SeatResponseSchema, {
        id,
        body: input,
        bodySchema: SeatUpdateRequestSchema,
        signal,
      }),
    deleteSeat: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('deleteSeat', SeatResponseSchema, { id, signal }),

    listIntegrations: (options?: PageOptions) => integrations.page(options),
    listAllIntegrations: (options?: ListAllOptions) => integrations.all(options),
    createIntegration: (input: IntegrationInput, { signal }: SignalOption = {}) =>
      caller.requestOne('createIntegration', IntegrationResponseSchema, {
        body: input,
        bodySchema: IntegrationRequestSchema,
        signal,
      }),
    /** Changes the fields given; the server keeps the others. */
    updateIntegration: (id: string, input: IntegrationUpdateInput, { signal }: SignalOption = {}) =>
      caller.requestOne('updateIntegration', IntegrationResponseSchema, {
        id,
        body: input,
        bodySchema: IntegrationUpdateRequestSchema,
        signal,
      }),
    deleteIntegration: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('deleteIntegration', IntegrationResponseSchema, { id, signal }),
  };
}
