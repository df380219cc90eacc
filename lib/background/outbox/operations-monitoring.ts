import { toMonitorRow } from '../../model/monitor-row';
import {
  AnnouncementRequestSchema,
  AnnouncementUpdateRequestSchema,
} from '../../model/monitoring/schemas-announcements';
import {
  CategoryRequestSchema,
  CategoryUpdateRequestSchema,
} from '../../model/monitoring/schemas-categories';
import {
  MonitorRequestSchema,
  MonitorUpdateRequestSchema,
} from '../../model/monitoring/schemas-monitor-request';
import {
  IntegrationRequestSchema,
  IntegrationUpdateRequestSchema,
  SeatRequestSchema,
  SeatUpdateRequestSchema,
} from '../../model/monitoring/schemas-notifications';
import { PageRequestSchema, PageUpdateRequestSchema } from '../../model/monitoring/schemas-pages';
import {
  WindowRequestSchema,
  WindowUpdateRequestSchema,
} from '../../model/monitoring/schemas-windows';
import type { MonitorRow } from '../../model/rows';
import { crudWrites, type LocalChange, referencesTo, withSameFields } from './crud';
import type { WriteTable } from './operation';
import { placeholderMonitor, placeholderRecord } from './placeholders';

const same = (a: unknown, b: unknown) => a !== undefined && a === b;
const byId = (record: { id: string }) => record.id;

/** A monitor edit: top-level fields, and the request's flat website fields in `websiteDetails`. */
async function monitorWithChanges(_transaction: LocalChange, row: object, input: object) {
  const monitor = withSameFields(row as MonitorRow, input);
  return toMonitorRow({
    ...monitor,
    websiteDetails: withSameFields(monitor.websiteDetails, input),
  });
}

/**
 * An edit whose request names records by id in `field` (a page's monitors, an announcement's
 * pages, a seat's integrations) where the server's row holds `{id, name}` references.
 */
function withReferences(field: string, table: WriteTable) {
  return async (transaction: LocalChange, row: object, input: object) => {
    const named = new Map(Object.entries(input)).get(field);
    const edited = withSameFields(row, input);
    if (!Array.isArray(named)) return edited;
    const ids = named.filter((id): id is string => typeof id === 'string');
    return { ...edited, [field]: await referencesTo(transaction, table, ids) };
  };
}

const monitors = crudWrites({
  api: 'monitoring',
  table: 'monitors',
  idOf: byId,
  createInput: MonitorRequestSchema,
  updateInput: MonitorUpdateRequestSchema,
  create: (apis, input, signal) => apis.monitoring.createMonitor(input, { signal }),
  update: (apis, id, input, signal) => apis.monitoring.updateMonitor(id, input, { signal }),
  remove: (apis, id, signal) => apis.monitoring.deleteMonitor(id, { signal }),
  // A search, not the whole list: accounts have 10,000 monitors.
  listLike: (apis, input, signal) =>
    apis.monitoring.listAllMonitors({ search: input.name, signal }),
  matches: (record, input) =>
    same(record.name, input.name) &&
    record.type === input.type &&
    (input.type === 'heartbeat' || record.uri === input.uri),
  placeholder: async (_transaction, id, input) => placeholderMonitor(id, input),
  withChanges: monitorWithChanges,
  toRow: toMonitorRow,
});

const categories = crudWrites({
  api: 'monitoring',
  table: 'categories',
  idOf: byId,
  createInput: CategoryRequestSchema,
  updateInput: CategoryUpdateRequestSchema,
  create: (apis, input, signal) => apis.monitoring.createCategory(input, { signal }),
  update: (apis, id, input, signal) => apis.monitoring.updateCategory(id, input, { signal }),
  remove: (apis, id, signal) => apis.monitoring.deleteCategory(id, { signal }),
  listLike: (apis, _input, signal) => apis.monitoring.listAllCategories({ signal }),
  matches: (record, input) => same(record.name, input.name),
  placeholder: async (_transaction, id, input) => placeholderRecord(id, { monitors: 0, ...input }),
});

const seats = crudWrites({
  api: 'monitoring',
  table: 'seats',
  idOf: byId,
  createInput: SeatRequestSchema,
  updateInput: SeatUpdateRequestSchema,
  create: (apis, input, signal) => apis.monitoring.createSeat(input, { signal }),
  update: (apis, id, input, signal) => apis.monitoring.updateSeat(id, input, { signal }),
  remove: (apis, id, signal) => apis.monitoring.deleteSeat(id, { signal }),
  listLike: (apis, _input, signal) => apis.monitoring.listAllSeats({ signal }),
  matches: (record, input) => same(record.name, input.name) && record.email === input.email,
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      ...input,
      integrations: await referencesTo(transaction, 'integrations', input.integrations ?? []),
    }),
  withChanges: withReferences('integrations', 'integrations'),
});

const integrations = crudWrites({
  api: 'monitoring',
  table: 'integrations',
  idOf: byId,
  createInput: IntegrationRequestSchema,
  updateInput: IntegrationUpdateRequestSchema,
  create: (apis, input, signal) => apis.monitoring.createIntegration(input, { signal }),
  update: (apis, id, input, signal) => apis.monitoring.updateIntegration(id, input, { signal }),
  remove: (apis, id, signal) => apis.monitoring.deleteIntegration(id, { signal }),
  listLike: (apis, _input, signal) => apis.monitoring.listAllIntegrations({ signal }),
  matches: (record, input) =>
    same(record.name, input.name) && record.type === input.type && record.target === input.target,
  placeholder: async (_transaction, id, input) => placeholderRecord(id, input),
});

const pages = crudWrites({
  api: 'monitoring',
  table: 'pages',
  idOf: byId,
  createInput: PageRequestSchema,
  updateInput: PageUpdateRequestSchema,
  create: (apis, input, signal) => apis.monitoring.createPage(input, { signal }),
  update: (apis, id, input, signal) => apis.monitoring.updatePage(id, input, { signal }),
  remove: (apis, id, signal) => apis.monitoring.deletePage(id, { signal }),
  listLike: (apis, _input, signal) => apis.monitoring.listAllPages({ signal }),
  matches: (record, input) => same(record.subdomain, input.subdomain),
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      name: input.name,
      subdomain: input.subdomain,
      monitors: await referencesTo(transaction, 'monitors', input.monitors ?? []),
    }),
  withChanges: withReferences('monitors', 'monitors'),
});

const announcements = crudWrites({
  api: 'monitoring',
  table: 'announcements',
  idOf: byId,
  createInput: AnnouncementRequestSchema,
  updateInput: AnnouncementUpdateRequestSchema,
  create: (apis, input, signal) => apis.monitoring.createAnnouncement(input, { signal }),
  update: (apis, id, input, signal) => apis.monitoring.updateAnnouncement(id, input, { signal }),
  remove: (apis, id, signal) => apis.monitoring.deleteAnnouncement(id, { signal }),
  listLike: (apis, _input, signal) => apis.monitoring.listAllAnnouncements({ signal }),
  matches: (record, input) => same(record.title, input.title) && record.message === input.message,
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      ...input,
      sticky: input.sticky ?? 0,
      pages: await referencesTo(transaction, 'pages', input.pages),
    }),
  withChanges: withReferences('pages', 'pages'),
});

const windows = crudWrites({
  api: 'monitoring',
  table: 'windows',
  idOf: byId,
  createInput: WindowRequestSchema,
  updateInput: WindowUpdateRequestSchema,
  create: (apis, input, signal) => apis.monitoring.createWindow(input, { signal }),
  update: (apis, id, input, signal) => apis.monitoring.updateWindow(id, input, { signal }),
  remove: (apis, id, signal) => apis.monitoring.deleteWindow(id, { signal }),
  listLike: (apis, _input, signal) => apis.monitoring.listAllWindows({ signal }),
  matches: (record, input) => same(record.name, input.name),
  placeholder: async (transaction, id, input) =>
    placeholderRecord(id, {
      ...input,
      status: 'scheduled',
      monitors: await referencesTo(transaction, 'monitors', input.monitors ?? []),
    }),
  withChanges: withReferences('monitors', 'monitors'),
});

/** Create / update / delete of every monitoring resource that has them, by the client's names. */
export const monitoringCrudWrites = {
  createMonitor: monitors.create,
  updateMonitor: monitors.update,
  deleteMonitor: monitors.remove,
  createCategory: categories.create,
  updateCategory: categories.update,
  deleteCategory: categories.remove,
  createSeat: seats.create,
  updateSeat: seats.update,
  deleteSeat: seats.remove,
  createIntegration: integrations.create,
  updateIntegration: integrations.update,
  deleteIntegration: integrations.remove,
  createPage: pages.create,
  updatePage: pages.update,
  deletePage: pages.remove,
  createAnnouncement: announcements.create,
  updateAnnouncement: announcements.update,
  deleteAnnouncement: announcements.remove,
  createWindow: windows.create,
  updateWindow: windows.update,
  deleteWindow: windows.remove,
};
