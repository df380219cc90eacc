import * as v from 'valibot';
import { flag, isHostName, knownIds, oneOf, optionalHttpUrl, requiredText } from './fields';
import type { Flag } from './records';
import type { PageRecord } from './records-status';
import type { MonitoringState } from './store';

const optionalFlag = (field: string, fallback: Flag) => v.optional(flag(field), fallback);

/** PageRequest. Flags default to what a new page on a typical status-page service shows. */
export function pageRequestSchema(state: MonitoringState, current?: PageRecord) {
  const subdomainTaken = (subdomain: string) =>
    [...state.pages.values()].some(
      (page) => page.id !== current?.id && page.subdomain === subdomain,
    );
  return v.object({
    name: requiredText('name'),
    homepage: optionalHttpUrl('homepage'),
    layout: v.optional(oneOf('layout', ['list', 'grid']), 'list'),
    lighting: v.optional(oneOf('lighting', ['light', 'dark']), 'light'),
    subdomain: v.pipe(
      v.string('subdomain must be a string'),
      v.regex(/^[a-z0-9-]{3,63}$/, 'subdomain must be 3 to 63 of a-z, 0-9 and "-"'),
      v.check((subdomain) => !subdomainTaken(subdomain), 'subdomain is already taken'),
    ),
    domain: v.optional(
      v.pipe(
        v.string('domain must be a string'),
        v.check((domain) => domain === '' || isHostName(domain), 'domain must be a host name'),
      ),
      '',
    ),
    analytics: optionalFlag('analytics', 0),
    seo: optionalFlag('seo', 1),
    // A protected page always has a password, and only the authentication operation sets one.
    access: v.optional(
      v.pipe(
        flag('access'),
        v.check(
          (access) => access === 0 || Boolean(current?.password),
          'access 1 needs a password: set it with the page authentication operation',
        ),
      ),
      0,
    ),
    poweredBy: optionalFlag('poweredBy', 1),
    uri: optionalFlag('uri', 0),
    duration: optionalFlag('duration', 1),
    paused: optionalFlag('paused', 0),
    subscribe: optionalFlag('subscribe', 0),
    status: optionalFlag('status', 1),
    details: optionalFlag('details', 0),
    logo: optionalHttpUrl('logo'),
    logoDark: optionalHttpUrl('logoDark'),
    favicon: optionalHttpUrl('favicon'),
    newMonitors: optionalFlag('newMonitors', 0),
    monitors: v.optional(knownIds('monitors', state.monitors, 'monitor'), []),
  });
}

export const PageAuthenticationRequest = v.pipe(
  v.object({
    access: flag('access'),
    password: v.optional(v.string('password must be a string')),
  }),
  v.forward(
    v.partialCheck(
      [['access'], ['password']],
      ({ access, password }) => access === 0 || (password ?? '').length >= 6,
      'password of at least 6 characters is required when access is 1',
    ),
    ['password'],
  ),
);

export function announcementRequestSchema(state: MonitoringState) {
  return v.object({
    title: requiredText('title'),
    message: requiredText('message', 5000),
    type: v.optional(oneOf('type', ['info', 'maintenance', 'incident']), 'info'),
    sticky: v.optional(flag('sticky'), 0),
    pages: v.pipe(
      knownIds('pages', state.pages, 'page'),
      v.minLength(1, 'pages must name at least one status page'),
    ),
  });
}
