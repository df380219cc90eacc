import { expect } from 'vitest';
import type { WriteCase } from './outbox-cases';
import { recordsWhere } from './outbox-cases-monitoring';

/** Status pages, announcements and maintenance windows (win_1 scheduled, win_2 active). */
/** A maintenance window request: one hour on one monitor, well in the future. */
export const ONE_HOUR_WINDOW = {
  monitors: ['mon_1'],
  schedule: {
    type: 'once',
    start: '2031-01-01T10:00:00.000Z',
    end: '2031-01-01T11:00:00.000Z',
    timezone: 'UTC',
  },
};

export const statusWriteCases: WriteCase[] = [
  {
    operation: 'createPage',
    payload: { name: 'Outbox status', subdomain: 'outbox-status' },
    expectOnServer: ({ monitoring }, made) =>
      expect(recordsWhere(monitoring.pages, (p) => p.subdomain === 'outbox-status')).toHaveLength(
        made,
      ),
  },
  {
    operation: 'updatePage',
    recordId: 'page_1',
    payload: { name: 'Example status (edited)' },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.pages.get('page_1')?.name).toBe('Example status (edited)'),
  },
  {
    operation: 'updatePageAuthentication',
    recordId: 'page_1', // public until now
    payload: { access: 1, password: 'outbox-page-secret' },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.pages.get('page_1')).toMatchObject({
        access: 1,
        password: 'outbox-page-secret',
      }),
  },
  {
    operation: 'deletePage',
    recordId: 'page_3',
    payload: {},
    expectOnServer: ({ monitoring }) => expect(monitoring.pages.has('page_3')).toBe(false),
  },
  {
    operation: 'createAnnouncement',
    payload: { title: 'Outbox notice', message: 'Sent through the outbox', pages: ['page_1'] },
    expectOnServer: ({ monitoring }, made) =>
      expect(
        recordsWhere(monitoring.announcements, (a) => a.title === 'Outbox notice'),
      ).toHaveLength(made),
  },
  {
    operation: 'updateAnnouncement',
    recordId: 'ann_2',
    payload: { title: 'Checkout latency resolved (edited)' },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.announcements.get('ann_2')?.title).toBe(
        'Checkout latency resolved (edited)',
      ),
  },
  {
    operation: 'setAnnouncementStickiness',
    recordId: 'ann_2',
    payload: { sticky: 1 },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.announcements.get('ann_2')?.sticky).toBe(1),
  },
  {
    operation: 'deleteAnnouncement',
    recordId: 'ann_3',
    payload: {},
    expectOnServer: ({ monitoring }) => expect(monitoring.announcements.has('ann_3')).toBe(false),
  },
  {
    operation: 'createWindow',
    payload: { ...ONE_HOUR_WINDOW, name: 'Outbox window' },
    expectOnServer: ({ monitoring }, made) =>
      expect(recordsWhere(monitoring.windows, (w) => w.name === 'Outbox window')).toHaveLength(
        made,
      ),
  },
  {
    operation: 'updateWindow',
    recordId: 'win_1',
    payload: { description: 'Edited through the outbox' },
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.windows.get('win_1')?.description).toBe('Edited through the outbox'),
  },
  {
    operation: 'pauseWindow',
    recordId: 'win_1',
    payload: { paused: true },
    expectOnServer: ({ monitoring }) => expect(monitoring.windows.get('win_1')?.paused).toBe(true),
  },
  {
    operation: 'endWindow',
    recordId: 'win_2',
    payload: {},
    expectOnServer: ({ monitoring }) =>
      expect(monitoring.windows.get('win_2')?.endedAt).toEqual(expect.any(String)),
  },
  {
    operation: 'deleteWindow',
    recordId: 'win_3',
    payload: {},
    expectOnServer: ({ monitoring }) => expect(monitoring.windows.has('win_3')).toBe(false),
  },
];
