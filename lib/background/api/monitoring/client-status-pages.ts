import { AnnouncementResponseSchema } from '../../../model/monitoring/schemas-announcements';
import {
  type PageAuthenticationInput,
  PageAuthenticationRequestSchema,
  PageResponseSchema,
} from '../../../model/monitoring/schemas-pages';
import type { SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

/**
 * Public status pages and the announcements shown on them: what they take besides their plain
 * list, create, update and delete (client-resources.ts). The one status-page path the published
 * description shows is the plain update (routes.ts).
 */
export function statusPageOperations(caller: MonitoringCaller) {
  return {
    /** Makes a page public (access 0) or password-protected (access 1, password ≥ 6 chars). */
    updatePageAuthentication: (
      id: string,
      input: PageAuthenticationInput,
      { signal }: SignalOption = {},
    ) =>
      caller.requestOne('updatePageAuthentication', PageResponseSchema, {
        id,
        body: input,
        bodySchema: PageAuthenticationRequestSchema,
        signal,
      }),
    /** A sticky announcement stays at the top of its pages. */
    setAnnouncementStickiness: (id: string, sticky: boolean, { signal }: SignalOption = {}) =>
      caller.requestOne('setAnnouncementStickiness', AnnouncementResponseSchema, {
        id,
        body: { sticky: sticky ? 1 : 0 },
        signal,
      }),
  };
}
