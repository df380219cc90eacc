import type * as v from 'valibot';
import type english from '../../public/_locales/en/messages.json';
import {
  AnnouncementRequestSchema,
  AnnouncementResponseSchema,
  AnnouncementUpdateRequestSchema,
} from './monitoring/schemas-announcements';
import {
  CategoryRequestSchema,
  CategoryResponseSchema,
  CategoryUpdateRequestSchema,
} from './monitoring/schemas-categories';
import { TelephoneCodesResponseSchema } from './monitoring/schemas-general';
import { IncidentResponseSchema } from './monitoring/schemas-incidents';
import {
  MonitorRequestSchema,
  MonitorUpdateRequestSchema,
} from './monitoring/schemas-monitor-request';
import { MonitorResponseSchema } from './monitoring/schemas-monitors';
import {
  IntegrationRequestSchema,
  IntegrationResponseSchema,
  IntegrationUpdateRequestSchema,
  SeatRequestSchema,
  SeatResponseSchema,
  SeatUpdateRequestSchema,
} from './monitoring/schemas-notifications';
import {
  PageRequestSchema,
  PageResponseSchema,
  PageUpdateRequestSchema,
} from './monitoring/schemas-pages';
import type { ListSchema } from './monitoring/schemas-shared';
import {
  WindowRequestSchema,
  WindowResponseSchema,
  WindowUpdateRequestSchema,
} from './monitoring/schemas-windows';
import {
  EventPatchSchema,
  MuseumHoursSchema,
  NewEventSchema,
  SpecialEventSchema,
} from './museum/schemas';

/**
 * What one kind of record is, said once: everything else that names a resource as a whole (the
 * table unions, the stores' typing, the nouns, the monitoring API's plain list / create / update /
 * delete methods and their routes, the outbox's plain writes, the options sections' actions) is
 * derived from this table. A resource with behaviour of its own (a monitor's pause, an incident's
 * comments, a window's end, tickets) keeps it in one background file of its own, named under
 * `actions`.
 */
export interface ResourceDeclaration {
  api: 'monitoring' | 'museum';
  /** The record's id field, which is also its store's primary key. */
  id: string;
  /** One record and many, in English: the data pages and the sync compare. */
  nouns: readonly [one: string, many: string];
  /** The same nouns as people read them (public/_locales/<lang>/messages.json). */
  words: readonly [one: keyof typeof english, many: keyof typeof english];
  /**
   * How its operations are named (`list<Many>`, `create<One>`, `update<One>`, `delete<One>`), in
   * the outbox, the client and the monitoring route table alike; `path` is where its monitoring
   * routes live under the API's base (lib/background/api/monitoring/routes.ts).
   */
  names?: { one: string; many: string; path?: string };
  /** The list answer's schema, read record by record (lib/model/monitoring/schemas-shared.ts). */
  list?: ListSchema<unknown>;
  /** A record as its API sends it, where the list is not a monitoring envelope. */
  record?: v.GenericSchema;
  /** What a create and an update take; a resource without them cannot be created or edited. */
  create?: v.GenericSchema;
  update?: v.GenericSchema<unknown, object>;
  delete?: true;
  /** Writes of its own besides create / update / delete, each in its resource's file. */
  actions?: readonly string[];
}

export const resources = {
  monitors: {
    api: 'monitoring',
    id: 'id',
    nouns: ['monitor', 'monitors'],
    words: ['nounMonitor', 'nounMonitors'],
    names: { one: 'Monitor', many: 'Monitors', path: 'monitors' },
    list: MonitorResponseSchema,
    create: MonitorRequestSchema,
    update: MonitorUpdateRequestSchema,
    delete: true,
    actions: ['pauseMonitor'],
  },
  categories: {
    api: 'monitoring',
    id: 'id',
    nouns: ['category', 'categories'],
    words: ['nounCategory', 'nounCategories'],
    names: { one: 'Category', many: 'Categories', path: 'categories' },
    list: CategoryResponseSchema,
    create: CategoryRequestSchema,
    update: CategoryUpdateRequestSchema,
    delete: true,
  },
  incidents: {
    api: 'monitoring',
    id: 'id',
    nouns: ['incident', 'incidents'],
    words: ['nounIncident', 'nounIncidents'],
    names: { one: 'Incident', many: 'Incidents', path: 'incidents' },
    list: IncidentResponseSchema,
    actions: ['commentOnIncident'],
  },
  seats: {
    api: 'monitoring',
    id: 'id',
    nouns: ['seat', 'seats'],
    words: ['nounSeat', 'nounSeats'],
    names: { one: 'Seat', many: 'Seats', path: 'notifications/seats' },
    list: SeatResponseSchema,
    create: SeatRequestSchema,
    update: SeatUpdateRequestSchema,
    delete: true,
  },
  integrations: {
    api: 'monitoring',
    id: 'id',
    nouns: ['integration', 'integrations'],
    words: ['nounIntegration', 'nounIntegrations'],
    names: { one: 'Integration', many: 'Integrations', path: 'notifications/integrations' },
    list: IntegrationResponseSchema,
    create: IntegrationRequestSchema,
    update: IntegrationUpdateRequestSchema,
    delete: true,
  },
  pages: {
    api: 'monitoring',
    id: 'id',
    nouns: ['status page', 'status pages'],
    words: ['nounStatusPage', 'nounStatusPages'],
    names: { one: 'Page', many: 'Pages', path: 'status/pages' },
    list: PageResponseSchema,
    create: PageRequestSchema,
    update: PageUpdateRequestSchema,
    delete: true,
    actions: ['updatePageAuthentication'],
  },
  announcements: {
    api: 'monitoring',
    id: 'id',
    nouns: ['announcement', 'announcements'],
    words: ['nounAnnouncement', 'nounAnnouncements'],
    names: { one: 'Announcement', many: 'Announcements', path: 'status/announcements' },
    list: AnnouncementResponseSchema,
    create: AnnouncementRequestSchema,
    update: AnnouncementUpdateRequestSchema,
    delete: true,
    actions: ['setAnnouncementStickiness'],
  },
  windows: {
    api: 'monitoring',
    id: 'id',
    nouns: ['maintenance window', 'maintenance windows'],
    words: ['nounMaintenanceWindow', 'nounMaintenanceWindows'],
    names: { one: 'Window', many: 'Windows', path: 'maintenance/windows' },
    list: WindowResponseSchema,
    create: WindowRequestSchema,
    update: WindowUpdateRequestSchema,
    delete: true,
    actions: ['pauseWindow', 'endWindow'],
  },
  // One unpaged list with a route of its own (routes.ts listTelephoneCodes).
  telephoneCodes: {
    api: 'monitoring',
    id: 'id',
    nouns: ['telephone code', 'telephone codes'],
    words: ['nounTelephoneCode', 'nounTelephoneCodes'],
    list: TelephoneCodesResponseSchema,
  },
  museumHours: {
    api: 'museum',
    id: 'date',
    nouns: ['day of museum hours', 'museum hours'],
    words: ['nounDayOfMuseumHours', 'nounMuseumHours'],
    record: MuseumHoursSchema,
  },
  events: {
    api: 'museum',
    id: 'eventId',
    nouns: ['special event', 'special events'],
    words: ['nounSpecialEvent', 'nounSpecialEvents'],
    names: { one: 'Event', many: 'Events' },
    record: SpecialEventSchema,
    create: NewEventSchema,
    update: EventPatchSchema,
    delete: true,
  },
} as const satisfies Record<string, ResourceDeclaration>;

export type Resources = typeof resources;
export type ResourceName = keyof Resources;
export const resourceNames = Object.keys(resources) as ResourceName[];

/** Resources whose declaration has `Field`. */
type Having<Field extends keyof ResourceDeclaration> = {
  [Name in ResourceName]: Extract<keyof Resources[Name], Field> extends never ? never : Name;
}[ResourceName];

/** Resources with writes: created, edited, deleted or acted on. */
export type WritableResourceName = Having<'create' | 'update' | 'delete' | 'actions'>;

/** The monitoring resources whose list, create, update and delete are plain requests. */
export type MonitoringResourceName = {
  [Name in ResourceName]: Resources[Name] extends { api: 'monitoring'; names: { path: string } }
    ? Name
    : never;
}[ResourceName];
export const monitoringResourceNames = resourceNames.filter(
  (name): name is MonitoringResourceName =>
    resources[name].api === 'monitoring' && 'names' in resources[name],
);

/** One record of a resource as its API sends it. */
export type RecordOf<Name extends ResourceName> = Resources[Name] extends {
  list: ListSchema<infer T>;
}
  ? T
  : Resources[Name] extends { record: v.GenericSchema<unknown, infer T> }
    ? T
    : never;

/** Each resource's record, by resource. */
export type ResourceRecords = { [Name in ResourceName]: RecordOf<Name> };
/** Each resource's id field, by resource. */
export type ResourceIds = { [Name in ResourceName]: Resources[Name]['id'] };
