import * as v from 'valibot';
import { CommentRequestSchema } from '../../../model/monitoring/schemas-incidents';
import { PageAuthenticationRequestSchema } from '../../../model/monitoring/schemas-pages';
import type { Monitor } from '../../../model/monitoring/types';
import { coveredMonitorRow } from '../../../storage/worker-maintenance-cover';
import { NO_INPUT, storeServerRecord, tableOf, withSameFields } from './crud';
import type { LocalChange } from './write-definition';
import { defineWrite, RECONCILE_TIMEOUT_MS, type WriteTable } from './write-definition';

const byId = (record: { id: string }) => record.id;

/** The cached record with some fields set, if it is cached. */
async function setFields(transaction: LocalChange, table: WriteTable, id: string, fields: object) {
  const rows = tableOf(transaction, table);
  const row = await rows.get(id);
  if (row) await rows.put(withSameFields(row, fields));
}

const PausedSchema = v.object({ paused: v.boolean() });

/** The monitoring API's special actions: pause, comment, authentication, stickiness, end. */
export const monitoringActionWrites = {
  pauseMonitor: defineWrite({
    api: 'monitoring',
    table: 'monitors',
    kind: 'action',
    input: PausedSchema,
    repeat: 'safe',
    coalesce: 'latest',
    applyLocally: async (transaction, id, { paused }) => {
      const monitors = transaction.objectStore('monitors');
      const monitor = await monitors.get(id);
      const pause = paused ? 'paused' : 'active';
      if (monitor) await monitors.put(await coveredMonitorRow({ ...monitor, pause }, transaction));
    },
    changesNothing: (row, { paused }) =>
      new Map(Object.entries(row)).get('pause') === (paused ? 'paused' : 'active'),
    // A pause or resume by hand replaces the timed resume; a timed pause sets its own after.
    whenQueued: async (transaction, id) => transaction.objectStore('timedResumes').delete(id),
    send: (apis, id, { paused }, signal) => apis.monitoring.pauseMonitor(id, paused, { signal }),
    storeResult: (transaction, id, monitor) =>
      storeServerRecord<Monitor>(
        transaction,
        { table: 'monitors', idOf: byId, toRow: coveredMonitorRow },
        id,
        monitor,
      ),
  }),
  commentOnIncident: defineWrite({
    api: 'monitoring',
    table: 'incidents',
    kind: 'action',
    input: CommentRequestSchema,
    repeat: 'reconcile',
    applyLocally: async (transaction, id, { comment }) => {
      const incident = await transaction.objectStore('incidents').get(id);
      if (!incident) return;
      const shown = {
        id: `local-${Date.now()}`,
        comment,
        author: 'You',
        createdAt: new Date().toISOString(),
      };
      await transaction
        .objectStore('incidents')
        .put({ ...incident, comments: [...incident.comments, shown] });
    },
    send: (apis, id, { comment }, signal) =>
      apis.monitoring.commentOnIncident(id, comment, { signal }),
    storeResult: (transaction, id, incident) =>
      storeServerRecord(transaction, { table: 'incidents', idOf: byId }, id, incident),
    // Comments have ids: ours is one with our text that was not there before the first send.
    serverIdsBefore: async (apis, id, { comment }, signal) =>
      (await apis.monitoring.listAllIncidents({ signal }))
        .filter((incident) => incident.id === id)
        .flatMap((incident) => incident.comments.filter((c) => c.comment === comment))
        .map((c) => c.id ?? ''),
    findMade: async (apis, id, { comment }, before) => {
      const incidents = await apis.monitoring.listAllIncidents({
        signal: AbortSignal.timeout(RECONCILE_TIMEOUT_MS),
      });
      const incident = incidents.find((i) => i.id === id);
      const ours = incident?.comments.filter(
        (c) => c.comment === comment && !before.has(c.id ?? ''),
      );
      return incident && ours?.length ? ours.map(() => incident) : [];
    },
  }),
  updatePageAuthentication: defineWrite({
    api: 'monitoring',
    table: 'pages',
    kind: 'action',
    input: PageAuthenticationRequestSchema,
    repeat: 'safe',
    coalesce: 'merge',
    applyLocally: (transaction, id, { access }) =>
      setFields(transaction, 'pages', id, { accessType: access }),
    send: (apis, id, input, signal) =>
      apis.monitoring.updatePageAuthentication(id, input, { signal }),
    storeResult: (transaction, id, page) =>
      storeServerRecord(transaction, { table: 'pages', idOf: byId }, id, page),
  }),
  setAnnouncementStickiness: defineWrite({
    api: 'monitoring',
    table: 'announcements',
    kind: 'action',
    input: v.object({ sticky: v.picklist([0, 1]) }),
    repeat: 'safe',
    coalesce: 'latest',
    applyLocally: (transaction, id, input) => setFields(transaction, 'announcements', id, input),
    send: (apis, id, { sticky }, signal) =>
      apis.monitoring.setAnnouncementStickiness(id, sticky === 1, { signal }),
    storeResult: (transaction, id, announcement) =>
      storeServerRecord(transaction, { table: 'announcements', idOf: byId }, id, announcement),
  }),
  pauseWindow: defineWrite({
    api: 'monitoring',
    table: 'windows',
    kind: 'action',
    input: PausedSchema,
    repeat: 'safe',
    coalesce: 'latest',
    applyLocally: (transaction, id, { paused }) =>
      setFields(transaction, 'windows', id, { status: paused ? 'paused' : 'scheduled' }),
    send: (apis, id, { paused }, signal) => apis.monitoring.pauseWindow(id, paused, { signal }),
    storeResult: (transaction, id, window) =>
      storeServerRecord(transaction, { table: 'windows', idOf: byId }, id, window),
  }),
  endWindow: defineWrite({
    api: 'monitoring',
    table: 'windows',
    kind: 'action',
    input: NO_INPUT,
    // Ending a window that already ended is refused (422): a resend after a lost answer would
    // fail a write that succeeded. Reconcile instead: ended means done.
    repeat: 'reconcile',
    applyLocally: (transaction, id) => setFields(transaction, 'windows', id, { status: 'ended' }),
    send: (apis, id, _input, signal) => apis.monitoring.endWindow(id, { signal }),
    storeResult: (transaction, id, window) =>
      storeServerRecord(transaction, { table: 'windows', idOf: byId }, id, window),
    findMade: async (apis, id) => {
      const windows = await apis.monitoring.listAllWindows({
        signal: AbortSignal.timeout(RECONCILE_TIMEOUT_MS),
      });
      return windows.filter((w) => w.id === id && w.status === 'ended');
    },
  }),
};
