import { Hono } from 'hono';
import * as v from 'valibot';
import type { ServerContext } from '../core/context';
import { findOr404 } from './api-error';
import { forgetPage } from './cascade';
import { crudRoutes } from './crud';
import { envelope, type MonitoringEnv } from './envelope';
import { flag } from './fields';
import {
  announcementRequestSchema,
  PageAuthenticationRequest,
  pageRequestSchema,
} from './page-requests';
import { presentAnnouncement, presentPage } from './present-records';
import type { AnnouncementRecord } from './records-status';
import { bodyObject, validate } from './validation';

function pageRoutes(server: ServerContext) {
  const app = crudRoutes(server, {
    key: 'pages',
    kind: 'Page',
    idPrefix: 'page',
    records: (state) => state.pages,
    schema: pageRequestSchema,
    create: (fields, id) => ({ ...fields, id, password: null }),
    presenter: (state) => (page) => presentPage(state, page),
    forget: forgetPage,
  });
  app.patch('/authentication/:id', (c) => {
    const state = server.state.monitoring;
    const page = findOr404(state.pages, c.req.param('id'), 'Page');
    const { access, password } = validate(PageAuthenticationRequest, bodyObject(c.get('body')));
    page.access = access;
    page.password = access === 1 ? (password ?? null) : null;
    return envelope(c, 'pages', [presentPage(state, page)]);
  });
  return app;
}

/** Sticky announcements first, then the newest. */
const announcementOrder = (a: AnnouncementRecord, b: AnnouncementRecord) =>
  b.sticky - a.sticky || b.createdAt.localeCompare(a.createdAt);

function announcementRoutes(server: ServerContext) {
  const app = crudRoutes(server, {
    key: 'announcements',
    kind: 'Announcement',
    idPrefix: 'ann',
    records: (state) => state.announcements,
    schema: announcementRequestSchema,
    create: (fields, id, now) => {
      const at = now.toISOString();
      return { id, ...fields, createdAt: at, updatedAt: at };
    },
    update: (announcement, fields, now) => {
      Object.assign(announcement, fields, { updatedAt: now.toISOString() });
    },
    presenter: (state) => (announcement) => presentAnnouncement(state, announcement),
    order: announcementOrder,
  });
  app.patch('/stickiness/:id', (c) => {
    const state = server.state.monitoring;
    const announcement = findOr404(state.announcements, c.req.param('id'), 'Announcement');
    const request = validate(v.object({ sticky: flag('sticky') }), bodyObject(c.get('body')));
    announcement.sticky = request.sticky;
    announcement.updatedAt = new Date().toISOString();
    return envelope(c, 'announcements', [presentAnnouncement(state, announcement)]);
  });
  return app;
}

/** /status/pages/… and /status/announcements/…: the public status pages. */
export function statusRoutes(server: ServerContext) {
  const app = new Hono<MonitoringEnv>();
  app.route('/pages', pageRoutes(server));
  app.route('/announcements', announcementRoutes(server));
  return app;
}
