import type * as v from 'valibot';
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
import { crudOperations } from './crud';
import { placeholderMonitor, placeholderRecord } from './placeholders';

const checker = (schema: v.GenericSchema) => (payload: unknown) =>
  checkMonitoringInput(schema, payload).fieldErrors;
const byId = (record: { id: string }) => record.id;
const same = (a: unknown, b: unknown) => a !== undefined && a === b;

/** Create / update / delete of every monitoring resource that has them (seed §4). */
export const monitoringCrudOperations = {
  ...crudOperations<m.Monitor>(
    {
      table: 'monitors',
      idOf: byId,
      create: (apis, input: m.MonitorInput, signal) =>
        apis.monitoring.createMonitor(input, { signal }),
      update: (apis, id, input: m.MonitorUpdateInput, signal) =>
        apis.monitoring.updateMonitor(id, input, { signal }),
      remove: (apis, id, signal) => apis.monitoring.deleteMonitor(id, { signal }),
      listAll: (apis, signal) => apis.monitoring.listAllMonitors({ signal }),
      matches: (record, input: m.MonitorInput) =>
        same(record.name, input.name) &&
        record.type === input.type &&
        (input.type === 'heartbeat' || record.uri === input.uri),
      placeholder: placeholderMonitor,
      toRow: toMonitorRow,
      validateCreate: checker(MonitorRequestSchema),
      validateUpdate: checker(MonitorUpdateRequestSchema),
    },
    { create: 'createMonitor', update: 'updateMonitor', delete: 'deleteMonitor' },
  ),
  ...crudOperations<m.Category>(
    {
      table: 'categories',
      idOf: byId,
      create: (apis, input: m.CategoryInput, signal) =>
        apis.monitoring.createCategory(input, { signal }),
      update: (apis, id, input: Partial<m.CategoryInput>, signal) =>
        apis.monitoring.updateCategory(id, input, { signal }),
      remove: (apis, id, signal) => apis.monitoring.deleteCategory(id, { signal }),
      listAll: (apis, signal) => apis.monitoring.listAllCategories({ signal }),
      matches: (record, input: m.CategoryInput) => same(record.name, input.name),
      placeholder: (id, input: m.CategoryInput) => placeholderRecord(id, { monitors: 0, ...input }),
      validateCreate: checker(CategoryRequestSchema),
      validateUpdate: checker(CategoryUpdateRequestSchema),
    },
    { create: 'createCategory', update: 'updateCategory', delete: 'deleteCategory' },
  ),
  ...crudOperations<m.Seat>(
    {
      table: 'seats',
      idOf: byId,
      create: (apis, input: m.SeatInput, signal) => apis.monitoring.createSeat(input, { signal }),
      update: (apis, id, input: Partial<m.SeatInput>, signal) =>
        apis.monitoring.updateSeat(id, input, { signal }),
      remove: (apis, id, signal) => apis.monitoring.deleteSeat(id, { signal }),
      listAll: (apis, signal) => apis.monitoring.listAllSeats({ signal }),
      matches: (record, input: m.SeatInput) =>
        same(record.name, input.name) && record.email === input.email,
      placeholder: (id, input: m.SeatInput) =>
        placeholderRecord(id, { ...input, integrations: [] }),
      validateCreate: checker(SeatRequestSchema),
      validateUpdate: checker(SeatUpdateRequestSchema),
    },
    { create: 'createSeat', update: 'updateSeat', delete: 'deleteSeat' },
  ),
  ...crudOperations<m.Integration>(
    {
      table: 'integrations',
      idOf: byId,
      create: (apis, input: m.IntegrationInput, signal) =>
        apis.monitoring.createIntegration(input, { signal }),
      update: (apis, id, input: Partial<m.IntegrationInput>, signal) =>
        apis.monitoring.updateIntegration(id, input, { signal }),
      remove: (apis, id, signal) => apis.monitoring.deleteIntegration(id, { signal }),
      listAll: (apis, signal) => apis.monitoring.listAllIntegrations({ signal }),
      matches: (record, input: m.IntegrationInput) =>
        same(record.name, input.name) &&
        record.type === input.type &&
        record.target === input.target,
      placeholder: placeholderRecord,
      validateCreate: checker(IntegrationRequestSchema),
      validateUpdate: checker(IntegrationUpdateRequestSchema),
    },
    { create: 'createIntegration', update: 'updateIntegration', delete: 'deleteIntegration' },
  ),
  ...crudOperations<m.StatusPage>(
    {
      table: 'pages',
      idOf: byId,
      create: (apis, input: m.PageInput, signal) => apis.monitoring.createPage(input, { signal }),
      update: (apis, id, input: m.PageUpdateInput, signal) =>
        apis.monitoring.updatePage(id, input, { signal }),
      remove: (apis, id, signal) => apis.monitoring.deletePage(id, { signal }),
      listAll: (apis, signal) => apis.monitoring.listAllPages({ signal }),
      matches: (record, input: m.PageInput) => same(record.subdomain, input.subdomain),
      placeholder: (id, input: m.PageInput) =>
        placeholderRecord(id, { name: input.name, subdomain: input.subdomain, monitors: [] }),
      validateCreate: checker(PageRequestSchema),
      validateUpdate: checker(PageUpdateRequestSchema),
    },
    { create: 'createPage', update: 'updatePage', delete: 'deletePage' },
  ),
  ...crudOperations<m.Announcement>(
    {
      table: 'announcements',
      idOf: byId,
      create: (apis, input: m.AnnouncementInput, signal) =>
        apis.monitoring.createAnnouncement(input, { signal }),
      update: (apis, id, input: Partial<m.AnnouncementInput>, signal) =>
        apis.monitoring.updateAnnouncement(id, input, { signal }),
      remove: (apis, id, signal) => apis.monitoring.deleteAnnouncement(id, { signal }),
      listAll: (apis, signal) => apis.monitoring.listAllAnnouncements({ signal }),
      matches: (record, input: m.AnnouncementInput) =>
        same(record.title, input.title) && record.message === input.message,
      placeholder: (id, input: m.AnnouncementInput) =>
        placeholderRecord(id, { ...input, sticky: input.sticky ?? 0, pages: [] }),
      validateCreate: checker(AnnouncementRequestSchema),
      validateUpdate: checker(AnnouncementUpdateRequestSchema),
    },
    { create: 'createAnnouncement', update: 'updateAnnouncement', delete: 'deleteAnnouncement' },
  ),
  ...crudOperations<m.MaintenanceWindow>(
    {
      table: 'windows',
      idOf: byId,
      create: (apis, input: m.WindowInput, signal) =>
        apis.monitoring.createWindow(input, { signal }),
      update: (apis, id, input: Partial<m.WindowInput>, signal) =>
        apis.monitoring.updateWindow(id, input, { signal }),
      remove: (apis, id, signal) => apis.monitoring.deleteWindow(id, { signal }),
      listAll: (apis, signal) => apis.monitoring.listAllWindows({ signal }),
      matches: (record, input: m.WindowInput) => same(record.name, input.name),
      placeholder: (id, input: m.WindowInput) =>
        placeholderRecord(id, { ...input, status: 'scheduled', monitors: [] }),
      validateCreate: checker(WindowRequestSchema),
      validateUpdate: checker(WindowUpdateRequestSchema),
    },
    { create: 'createWindow', update: 'updateWindow', delete: 'deleteWindow' },
  ),
};
