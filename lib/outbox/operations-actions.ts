import type { Incident, StatusPage } from '../api/monitoring/types';
import { toMonitorRow } from '../sync/resources';
import { mergeLocally, storeServerRecord } from './crud';
import type { WriteOperation } from './operation';

const byId = (record: { id: string }) => record.id;
const storeIn = (table: string, toRow?: (r: never) => unknown) => ({
  storeResult: (
    database: Parameters<WriteOperation['applyLocally']>[0],
    id: string,
    result: unknown,
  ) => storeServerRecord(database, { table, idOf: byId, toRow }, id, result as { id: string }),
});

/** The monitoring API's special actions (seed §1): pause, comment, authentication, stickiness, end. */
export const monitoringActionOperations: Record<string, WriteOperation> = {
  pauseMonitor: {
    table: 'monitors',
    kind: 'action',
    coalesce: 'toggle',
    applyLocally: (database, id, payload) =>
      mergeLocally(database, { table: 'monitors', toRow: toMonitorRow }, id, {
        pause: (payload as { paused: boolean }).paused ? 'paused' : 'active',
      }),
    send: (apis, id, payload, signal) =>
      apis.monitoring.setMonitorPaused(id, (payload as { paused: boolean }).paused, { signal }),
    ...storeIn('monitors', toMonitorRow),
  },
  commentOnIncident: {
    table: 'incidents',
    kind: 'action',
    notIdempotent: 'reconcile',
    applyLocally: async (database, id, payload) => {
      const incident = await database.incidents.get(id);
      if (!incident) return;
      const comment = {
        id: `local-${Date.now()}`,
        comment: (payload as { comment: string }).comment,
        author: 'You',
        createdAt: new Date().toISOString(),
      };
      await database.incidents.put({
        ...incident,
        comments: [...(incident.comments ?? []), comment],
      });
    },
    send: (apis, id, payload, signal) =>
      apis.monitoring.commentOnIncident(id, (payload as { comment: string }).comment, { signal }),
    ...storeIn('incidents'),
    // A lost answer: the comment counts as made if the incident now has one with the same text.
    findExisting: async (apis, row, payload) => {
      const incidents: Incident[] = await apis.monitoring.listAllIncidents({
        signal: AbortSignal.timeout(60_000),
      });
      const text = (payload as { comment: string }).comment;
      return (
        incidents.find(
          (i) => i.id === row.recordId && (i.comments ?? []).some((c) => c.comment === text),
        ) ?? null
      );
    },
  },
  updatePageAuthentication: {
    table: 'pages',
    kind: 'action',
    coalesce: 'merge',
    applyLocally: (database, id, payload) =>
      mergeLocally<StatusPage>(database, { table: 'pages' }, id, {
        accessType: (payload as { access: number }).access,
      }),
    send: (apis, id, payload, signal) =>
      apis.monitoring.updatePageAuthentication(
        id,
        payload as { access: 0 | 1; password?: string },
        { signal },
      ),
    ...storeIn('pages'),
  },
  setAnnouncementStickiness: {
    table: 'announcements',
    kind: 'action',
    coalesce: 'toggle',
    applyLocally: (database, id, payload) =>
      mergeLocally(database, { table: 'announcements' }, id, payload),
    send: (apis, id, payload, signal) =>
      apis.monitoring.setAnnouncementStickiness(id, (payload as { sticky: 0 | 1 }).sticky === 1, {
        signal,
      }),
    ...storeIn('announcements'),
  },
  pauseWindow: {
    table: 'windows',
    kind: 'action',
    coalesce: 'toggle',
    applyLocally: (database, id, payload) =>
      mergeLocally(database, { table: 'windows' }, id, {
        status: (payload as { paused: boolean }).paused ? 'paused' : 'scheduled',
      }),
    send: (apis, id, payload, signal) =>
      apis.monitoring.setWindowPaused(id, (payload as { paused: boolean }).paused, { signal }),
    ...storeIn('windows'),
  },
  endWindow: {
    table: 'windows',
    kind: 'action',
    // Not safe to repeat: ending a window that already ended is refused (422), so a resend after
    // a lost answer would fail a write that succeeded. Reconcile instead: ended means done.
    notIdempotent: 'reconcile',
    applyLocally: (database, id) =>
      mergeLocally(database, { table: 'windows' }, id, { status: 'ended' }),
    send: (apis, id, _payload, signal) => apis.monitoring.endWindow(id, { signal }),
    ...storeIn('windows'),
    findExisting: async (apis, row) => {
      const windows = await apis.monitoring.listAllWindows({ signal: AbortSignal.timeout(60_000) });
      return windows.find((w) => w.id === row.recordId && w.status === 'ended') ?? null;
    },
  },
};
