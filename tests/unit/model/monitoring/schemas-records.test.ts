import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../../../../lib/background/api/http/parse-answer';
import { CategoryResponseSchema } from '../../../../lib/model/monitoring/schemas-categories';
import { LoginResponseSchema } from '../../../../lib/model/monitoring/schemas-general';
import { IncidentResponseSchema } from '../../../../lib/model/monitoring/schemas-incidents';
import { SeatResponseSchema } from '../../../../lib/model/monitoring/schemas-notifications';
import { PageResponseSchema } from '../../../../lib/model/monitoring/schemas-pages';
import { WindowResponseSchema } from '../../../../lib/model/monitoring/schemas-windows';

/** Records docs/MONITORING-API.md names without fields: tolerant, so a real server's extras do not break us. */
describe('tolerant records', () => {
  it('reads a category with a numeric id and no description, keeping extra fields', () => {
    const [category] = v.parse(CategoryResponseSchema, {
      categories: [{ id: 7, name: 'Production', colour: 'red', monitors: '3' }],
    });
    expect(category).toEqual({ id: '7', name: 'Production', colour: 'red', monitors: 3 });
  });

  it('reads an incident without comments or activity as empty lists', () => {
    const [incident] = v.parse(IncidentResponseSchema, [
      { id: 'inc_1', status: 'open', startedAt: '2024-05-01T10:00:00Z', resolvedAt: null },
    ]);
    expect(incident).toMatchObject({ comments: [], activity: [], resolvedAt: null });
  });

  it('reads seat flags given as booleans', () => {
    const [seat] = v.parse(SeatResponseSchema, { seats: [{ id: 's', name: 'Ana', sms: true }] });
    expect(seat?.sms).toBe(1);
  });

  it('still names what a screen needs when it is missing', () => {
    expect(() =>
      parseWith('List windows', WindowResponseSchema, { windows: [{ id: 'w' }] }),
    ).toThrow(expect.objectContaining({ path: 'windows.0.name' }));
  });
});

describe('PageObject (listed field by field in docs/MONITORING-API.md)', () => {
  const page = {
    id: 'page_1',
    name: 'Status',
    homepageLink: '',
    subdomain: 'acme',
    seo: 1,
    groupByCategories: 0,
    domain: '',
    accessType: 0,
    showServiceLogo: 1,
    webAnalytics: 0,
    showMonitorURI: 0,
    showUptime: 1,
    hidePausedMonitors: 0,
    subscribe: 1,
    showStatusUpdate: 1,
    showMonitorDetails: 0,
    logoLight: '',
    logoDark: '',
    favicon: '',
    layout: 'list',
    defaultLightMode: 'light',
    addNewMonitors: 0,
    monitors: [{ id: 'mon_1', name: 'API' }],
  };

  it('reads the published fields and keeps extras', () => {
    expect(v.parse(PageResponseSchema, { pages: [{ ...page, theme: 'x' }] })[0]).toEqual({
      ...page,
      theme: 'x',
    });
  });

  it('wants the integer flags as integers', () => {
    expect(() => parseWith('List pages', PageResponseSchema, [{ ...page, seo: true }])).toThrow(
      expect.objectContaining({ path: 'pages.0.seo' }),
    );
  });
});

describe('LoginResponseSchema', () => {
  it('reads the token under any of its usual names', () => {
    expect(v.parse(LoginResponseSchema, { accessToken: 'abc', expiresIn: '60' })).toEqual({
      token: 'abc',
      expiresIn: 60,
      expiresAt: undefined,
    });
  });

  it('refuses an answer without a token, and never quotes a token in the message', () => {
    expect(() => parseWith('Sign in', LoginResponseSchema, { ok: true })).toThrow(/no token/);
    expect(() => parseWith('Sign in', LoginResponseSchema, { token: 12345678 })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('12345678') }),
    );
  });
});
