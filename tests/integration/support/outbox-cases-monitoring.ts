import { expect } from 'vitest';
import type { WriteCase } from './outbox-cases';

/** The records of a server table that satisfy `test`. */
export function recordsWhere<T>(table: Map<string, T>, test: (record: T) => boolean): T[] {
  return [...table.values()].filter(test);
}

/** Monitors, categories, incident comments and notification seats and integrations. */
export const monitoringWriteCases: WriteCase[] = [
  {
    operation: 'createMonitor',
    payload: { name: 'Outbox probe', type: 'http', uri: 'https://probe.example.com/health' },
    expectOnServer: ({ monitoring }, made) => {
      const probes = recordsWhere(monitoring.monitors, (m) => m.name === 'Outbox probe');
      expect(probes).toHaveLength(made);
      expect(probes[0]).toMatchObject({ type: 'http', uri: 'https://probe.example.com/health' });
    },
  },
  {
    operation: 'updateMonitor',
    recordId: 'mon_1',
    payload: { name: 'API gateway (edited)', interval: 120 },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.monitors.get('mon_1')).toMatchObject({
        name: 'API gateway (edited)',
        interval: 120,
      }),
  },
  {
    operation: 'deleteMonitor',
    recordId: 'mon_2',
    payload: {},
    expectOnServer: ({ monitoring }) => expect(monitoring.monitors.has('mon_2')).toBe(false),
  },
  {
    operation: 'pauseMonitor',
    recordId: 'mon_1',
    payload: { paused: true },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.monitors.get('mon_1')?.pause).toBe('paused'),
  },
  {
    operation: 'createCategory',
    payload: { name: 'Outbox probes', description: 'Made through the outbox' },
    expectOnServer: ({ monitoring }, made) =>
      expect(recordsWhere(monitoring.categories, (c) => c.name === 'Outbox probes')).toHaveLength(
        made,
      ),
  },
  {
    operation: 'updateCategory',
    recordId: 'cat_1',
    payload: { description: 'Edited through the outbox' },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.categories.get('cat_1')?.description).toBe('Edited through the outbox'),
  },
  {
    operation: 'deleteCategory',
    recordId: 'cat_5',
    payload: {},
    expectOnServer: ({ monitoring }) => expect(monitoring.categories.has('cat_5')).toBe(false),
  },
  {
    operation: 'commentOnIncident',
    recordId: 'inc_1',
    payload: { comment: 'Looking into it (sent through the outbox)' },
    expectOnServer: ({ monitoring }, made) => {
      const comments = monitoring.incidents.get('inc_1')?.comments ?? [];
      const ours = comments.filter(
        (c) => c.comment === 'Looking into it (sent through the outbox)',
      );
      expect(ours).toHaveLength(made);
    },
  },
  {
    operation: 'createSeat',
    payload: { name: 'Outbox seat', email: 'outbox-seat@example.com' },
    expectOnServer: ({ monitoring }, made) =>
      expect(recordsWhere(monitoring.seats, (s) => s.name === 'Outbox seat')).toHaveLength(made),
  },
  {
    operation: 'updateSeat',
    recordId: 'seat_1',
    payload: { name: 'Dana W.' },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.seats.get('seat_1')?.name).toBe('Dana W.'),
  },
  {
    operation: 'deleteSeat',
    recordId: 'seat_3',
    payload: {},
    expectOnServer: ({ monitoring }) => expect(monitoring.seats.has('seat_3')).toBe(false),
  },
  {
    operation: 'createIntegration',
    payload: { name: 'Outbox hook', type: 'webhook', target: 'https://hooks.example.com/outbox' },
    expectOnServer: ({ monitoring }, made) =>
      expect(recordsWhere(monitoring.integrations, (i) => i.name === 'Outbox hook')).toHaveLength(
        made,
      ),
  },
  {
    operation: 'updateIntegration',
    recordId: 'int_1',
    payload: { enabled: 0 },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.integrations.get('int_1')?.enabled).toBe(0),
  },
  {
    operation: 'deleteIntegration',
    recordId: 'int_4',
    payload: {},
    expectOnServer: ({ monitoring }) => expect(monitoring.integrations.has('int_4')).toBe(false),
  },
];
