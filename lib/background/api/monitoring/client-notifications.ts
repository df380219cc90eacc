import {
  type TelephoneCode,
  TelephoneCodesResponseSchema,
} from '../../../model/monitoring/schemas-general';
import type { ListAllOptions, SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

/**
 * The telephone codes a notification seat may take. Seats (who is alerted) and integrations (where
 * to) have only plain operations (client-resources.ts).
 */
export function notificationOperations(caller: MonitoringCaller) {
  const telephoneCodes = caller.pagedList<TelephoneCode>(
    'listTelephoneCodes',
    TelephoneCodesResponseSchema,
  );

  return {
    /** The codes a seat's `telephoneCode` may take: one request, the list is short and unpaged. */
    listTelephoneCodes: ({ signal }: SignalOption = {}) =>
      caller.request('listTelephoneCodes', TelephoneCodesResponseSchema, { signal }),
    /** The same, walking pages, for a service that does page them. */
    listAllTelephoneCodes: (options?: ListAllOptions) => telephoneCodes.all(options),
  };
}
