import { describe, expect, it } from 'vitest';
import { fillRoutePath } from '../../../../../lib/background/api/http/route';
import { parseRouteOverrides } from '../../../../../lib/background/api/monitoring/route-overrides';
import {
  defaultMonitoringRoutes,
  monitoringOperations,
  operationLabel,
} from '../../../../../lib/background/api/monitoring/routes';

const EVERY_OPERATION = [
  'login',
  'listTelephoneCodes',
  'listMonitors',
  'createMonitor',
  'updateMonitor',
  'deleteMonitor',
  'pauseMonitor',
  'getResponseTimes',
  'getUptime',
  'listCategories',
  'createCategory',
  'updateCategory',
  'deleteCategory',
  'listIncidents',
  'commentOnIncident',
  'listSeats',
  'createSeat',
  'updateSeat',
  'deleteSeat',
  'listIntegrations',
  'createIntegration',
  'updateIntegration',
  'deleteIntegration',
  'listPages',
  'createPage',
  'updatePage',
  'updatePageAuthentication',
  'deletePage',
  'listAnnouncements',
  'createAnnouncement',
  'updateAnnouncement',
  'setAnnouncementStickiness',
  'deleteAnnouncement',
  'listWindows',
  'createWindow',
  'updateWindow',
  'pauseWindow',
  'endWindow',
  'deleteWindow',
];

describe('defaultMonitoringRoutes', () => {
  it('covers every operation of the contract and nothing else', () => {
    expect([...monitoringOperations].sort()).toEqual([...EVERY_OPERATION].sort());
  });

  it('keeps the two paths docs/MONITORING-API.md shows letter for letter', () => {
    expect(defaultMonitoringRoutes.createMonitor).toEqual({
      method: 'POST',
      path: '/endpoints/v1/monitors/new',
    });
    expect(defaultMonitoringRoutes.updatePage).toEqual({
      method: 'PUT',
      path: '/endpoints/v1/status/pages/update/{id}',
    });
  });

  it('fills {id} URL-encoded, so an id cannot change the path', () => {
    expect(fillRoutePath(defaultMonitoringRoutes.deleteMonitor, 'a/b?c#d')).toBe(
      '/endpoints/v1/monitors/delete/a%2Fb%3Fc%23d',
    );
  });

  it('names operations for people in error messages', () => {
    expect(operationLabel('setAnnouncementStickiness')).toBe('Set announcement stickiness');
  });
});

describe('parseRouteOverrides', () => {
  it('gives the defaults and no errors for empty text', () => {
    expect(parseRouteOverrides('')).toEqual({ routes: defaultMonitoringRoutes, errors: [] });
    expect(parseRouteOverrides('  \n ')).toEqual({ routes: defaultMonitoringRoutes, errors: [] });
  });

  it('applies an object entry and a bare path entry, keeping every other default', () => {
    const { routes, errors } = parseRouteOverrides(
      JSON.stringify({
        listMonitors: { method: 'get', path: '/api/monitors' },
        deleteMonitor: '/api/monitors/{id}',
      }),
    );
    expect(errors).toEqual([]);
    expect(routes.listMonitors).toEqual({ method: 'GET', path: '/api/monitors' });
    expect(routes.deleteMonitor).toEqual({ method: 'DELETE', path: '/api/monitors/{id}' });
    expect(routes.createMonitor).toEqual(defaultMonitoringRoutes.createMonitor);
  });

  it.each([
    ['unknown operation', { listMonsters: '/x' }, /"listMonsters": unknown operation/],
    [
      'bad method',
      { pauseMonitor: { method: 'FETCH', path: '/p/{id}' } },
      /"pauseMonitor": method "FETCH"/,
    ],
    [
      'relative path',
      { listSeats: 'seats/list' },
      /"listSeats": path "seats\/list" must start with "\/"/,
    ],
    ['missing {id}', { updateSeat: '/seats/update' }, /"updateSeat": .*needs an \{id\}/],
    ['unexpected {id}', { listPages: '/pages/{id}' }, /"listPages": .*must not have an \{id\}/],
    ['wrong shape', { listPages: { url: '/pages' } }, /"listPages": expected a path string/],
    ['number', { listPages: 42 }, /"listPages": expected a path string/],
  ])('rejects a %s, naming the entry, and keeps the defaults', (_, overrides, message) => {
    const { routes, errors } = parseRouteOverrides(
      JSON.stringify({ ...overrides, listMonitors: '/good/path' }),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
    expect(routes).toEqual(defaultMonitoringRoutes);
  });

  it('reports every bad entry at once', () => {
    const { errors } = parseRouteOverrides(
      JSON.stringify({ nope: '/x', listSeats: 'x', updateSeat: { method: 'GO', path: '/s' } }),
    );
    expect(errors).toHaveLength(4);
    expect(errors.join('\n')).toMatch(/"nope"[\s\S]*"listSeats"[\s\S]*"updateSeat"/);
  });

  it('reports text that is not a JSON object', () => {
    expect(parseRouteOverrides('{ listMonitors: ').errors).toEqual([
      'Route overrides are not valid JSON.',
    ]);
    expect(parseRouteOverrides('["/x"]').errors[0]).toMatch(/must be a JSON object/);
    expect(parseRouteOverrides('null').routes).toEqual(defaultMonitoringRoutes);
  });

  it('never hands out the shared default table for the caller to mutate', () => {
    const { routes } = parseRouteOverrides('');
    routes.login = { method: 'POST', path: '/mutated' };
    expect(defaultMonitoringRoutes.login.path).toBe('/endpoints/v1/auth/login');
  });
});
