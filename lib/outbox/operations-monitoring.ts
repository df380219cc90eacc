import type * as v from 'valibot';
import type { Apis } from '../api/connect';
import {
  AnnouncementRequestSchema,
  AnnouncementUpdateRequestSchema,
} from '../api/monitoring/schemas-announcements';
import {
  CategoryRequestSchema,
  CategoryUpdateRequestSchema,
} from '../api/monitoring/schemas-categories';
import {
  MonitorRequestSchema,
  MonitorUpdateRequestSchema,
} from '../api/monitoring/schemas-monitor-request';
import {
  IntegrationRequestSchema,
  IntegrationUpdateRequestSchema,
  SeatRequestSchema,
  SeatUpdateRequestSchema,
} from '../api/monitoring/schemas-notifications';
import { PageRequestSchema, PageUpdateRequestSchema } from '../api/monitoring/schemas-pages';
import { WindowRequestSchema, WindowUpdateRequestSchema } from '../api/monitoring/schemas-windows';
import type * as m from '../api/monitoring/types';
import { checkMonitoringInput } from '../api/monitoring/validate-input';
import { toMonitorRow } from '../sync/resources';
import { type CrudSpec, crudOperations } from './crud';
import { placeholderMonitor, placeholderRecord } from './placeholders';

type Client = Apis['monitoring'];
type Call = (...args: unknown[]) => Promise<never>;
const same = (a: unknown, b: unknown) => a !== undefined && a === b;

/**
 * One monitoring resource's create / update / delete. The write operations carry the client's
 * own method names (`createCategory`, …), so naming the resource once gives all four calls.
 */
function monitoringCrud<Server extends { id: string }>(
  table: string,
  noun: { one: string; many: string },
  schemas: { create: v.GenericSchema; update: v.GenericSchema },
  rest: Pick<CrudSpec<Server>, 'matches' | 'placeholder' | 'toRow'>,
) {
  const call = (apis: Apis, name: string) =>
    (apis.monitoring[name as keyof Client] as Call).bind(apis.monitoring);
  const names = {
    create: `create${noun.one}`,
    update: `update${noun.one}`,
    delete: `delete${noun.one}`,
  };
  return crudOperations<Server>(
    {
      table,
      idOf: (record) => record.id,
      create: (apis, input, signal) => call(apis, names.create)(input, { signal }),
      update: (apis, id, input, signal) => call(apis, names.update)(id, input, { signal }),
      remove: (apis, id, signal) => call(apis, names.delete)(id, { signal }),
      listAll: (apis, signal) => call(apis, `listAll${noun.many}`)({ signal }),
      validateCreate: (payload) => checkMonitoringInput(schemas.create, payload).fieldErrors,
      validateUpdate: (payload) => checkMonitoringInput(schemas.update, payload).fieldErrors,
      ...rest,
    },
    names,
  );
}

/** Create / update / delete of every monitoring resource that has them (seed §4). */
export const monitoringCrudOperations = {
  ...monitoringCrud<m.Monitor>(
    'monitors',
    { one: 'Monitor', many: 'Monitors' },
    { create: MonitorRequestSchema, update: MonitorUpdateRequestSchema },
    {
      matches: (record, input: m.MonitorInput) =>
        same(record.name, input.name) &&
        record.type === input.type &&
        (input.type === 'heartbeat' || record.uri === input.uri),
      placeholder: placeholderMonitor,
      toRow: toMonitorRow,
    },
  ),
  ...monitoringCrud<m.Category>(
    'categories',
    { one: 'Category', many: 'Categories' },
    { create: CategoryRequestSchema, update: CategoryUpdateRequestSchema },
    {
      matches: (record, input: m.CategoryInput) => same(record.name, input.name),
      placeholder: (id, input: m.CategoryInput) => placeholderRecord(id, { monitors: 0, ...input }),
    },
  ),
  ...monitoringCrud<m.Seat>(
    'seats',
    { one: 'Seat', many: 'Seats' },
    { create: SeatRequestSchema, update: SeatUpdateRequestSchema },
    {
      matches: (record, input: m.SeatInput) =>
        same(record.name, input.name) && record.email === input.email,
      placeholder: (id, input: m.SeatInput) =>
        placeholderRecord(id, { ...input, integrations: [] }),
    },
  ),
  ...monitoringCrud<m.Integration>(
    'integrations',
    { one: 'Integration', many: 'Integrations' },
    { create: IntegrationRequestSchema, update: IntegrationUpdateRequestSchema },
    {
      matches: (record, input: m.IntegrationInput) =>
        same(record.name, input.name) &&
        record.type === input.type &&
        record.target === input.target,
      placeholder: placeholderRecord,
    },
  ),
  ...monitoringCrud<m.StatusPage>(
    'pages',
    { one: 'Page', many: 'Pages' },
    { create: PageRequestSchema, update: PageUpdateRequestSchema },
    {
      matches: (record, input: m.PageInput) => same(record.subdomain, input.subdomain),
      placeholder: (id, input: m.PageInput) =>
        placeholderRecord(id, { name: input.name, subdomain: input.subdomain, monitors: [] }),
    },
  ),
  ...monitoringCrud<m.Announcement>(
    'announcements',
    { one: 'Announcement', many: 'Announcements' },
    { create: AnnouncementRequestSchema, update: AnnouncementUpdateRequestSchema },
    {
      matches: (record, input: m.AnnouncementInput) =>
        same(record.title, input.title) && record.message === input.message,
      placeholder: (id, input: m.AnnouncementInput) =>
        placeholderRecord(id, { ...input, sticky: input.sticky ?? 0, pages: [] }),
    },
  ),
  ...monitoringCrud<m.MaintenanceWindow>(
    'windows',
    { one: 'Window', many: 'Windows' },
    { create: WindowRequestSchema, update: WindowUpdateRequestSchema },
    {
      matches: (record, input: m.WindowInput) => same(record.name, input.name),
      placeholder: (id, input: m.WindowInput) =>
        placeholderRecord(id, { ...input, status: 'scheduled', monitors: [] }),
    },
  ),
};
