import {
  type Announcement,
  type AnnouncementInput,
  AnnouncementRequestSchema,
  AnnouncementResponseSchema,
  type AnnouncementUpdateInput,
  AnnouncementUpdateRequestSchema,
} from '../../../model/monitoring/schemas-announcements';
import {
  type PageAuthenticationInput,
  PageAuthenticationRequestSchema,
  type PageInput,
  PageRequestSchema,
  PageResponseSchema,
  type PageUpdateInput,
  PageUpdateRequestSchema,
  type StatusPage,
} from '../../../model/monitoring/schemas-pages';
import type { ListAllOptions, PageOptions, SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

/** Public status pages and the announcements shown on them. */
export function statusPageOperations(caller: MonitoringCaller) {
  const pages = caller.pagedList<StatusPage>('listPages', PageResponseSchema);
  const announcements = caller.pagedList<Announcement>(
    'listAnnouncements',
    AnnouncementResponseSchema,
  );

  return {
    listPages: (options?: PageOptions) => pages.page(options),
    listAllPages: (options?: ListAllOptions) => pages.all(options),
    createPage: (input: PageInput, { signal }: SignalOption = {}) =>
      caller.requestOne('createPage', PageResponseSchema, {
        body: input,
        bodySchema: PageRequestSchema,
        signal,
      }),
    /** Published: PUT …/status/pages/update/{id}; fields use the published request names. */
    updatePage: (id: string, input: PageUpdateInput, { signal }: SignalOption = {}) =>
      caller.requestOne('updatePage', PageResponseSchema, {
        id,
        body: input,
        bodySchema: PageUpdateRequestSchema,
        signal,
      }),
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
    deletePage: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('deletePage', PageResponseSchema, { id, signal }),

    listAnnouncements: (options?: PageOptions) => announcements.page(options),
    listAllAnnouncements: (options?: ListAllOptions) => announcements.all(options),
    createAnnouncement: (input: AnnouncementInput, { signal }: SignalOption = {}) =>
      caller.requestOne('createAnnouncement', AnnouncementResponseSchema, {
        body: input,
        bodySchema: AnnouncementRequestSchema,
        signal,
      }),
    /** Changes the fields given; the server keeps the others. */
    updateAnnouncement: (
      id: string,
      input: AnnouncementUpdateInput,
      { signal }: SignalOption = {},
    ) =>
      caller.requestOne('updateAnnouncement', AnnouncementResponseSchema, {
        id,
        body: input,
        bodySchema: AnnouncementUpdateRequestSchema,
        signal,
      }),
    /** A sticky announcement stays at the top of its pages. */
    setAnnouncementStickiness: (id: string, sticky: boolean, { signal }: SignalOption = {}) =>
      caller.requestOne('setAnnouncementStickiness', AnnouncementResponseSchema, {
        id,
        body: { sticky: sticky ? 1 : 0 },
        signal,
      }),
    deleteAnnouncement: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('deleteAnnouncement', AnnouncementResponseSchema, { id, signal }),
  };
}
