import * as v from 'valibot';
import { problem } from '../errors/field-problems';
import { envelopeOf, isHttpUrl, seedInteger } from './schemas-shared';

/*
 * Status pages. The published description lists PageObject (response) and PageRequest (update body) field by field,
 * so the listed fields are required with exactly the listed types; extra fields are kept.
 * Request rules beyond the types (required fields, 0/1 flags, layout and lighting values,
 * subdomain format) are CONTRACT.md's assumptions.
 */

/** Published: PageMonitorsObject, `{id, name}` both strings. */
const PageMonitorsObjectSchema = v.looseObject({ id: v.string(), name: v.string() });

const PageObjectSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  homepageLink: v.string(),
  subdomain: v.string(),
  seo: seedInteger,
  groupByCategories: seedInteger,
  domain: v.string(),
  accessType: seedInteger,
  showServiceLogo: seedInteger,
  webAnalytics: seedInteger,
  showMonitorURI: seedInteger,
  showUptime: seedInteger,
  hidePausedMonitors: seedInteger,
  subscribe: seedInteger,
  showStatusUpdate: seedInteger,
  showMonitorDetails: seedInteger,
  logoLight: v.string(),
  logoDark: v.string(),
  favicon: v.string(),
  layout: v.string(),
  defaultLightMode: v.string(),
  addNewMonitors: seedInteger,
  monitors: v.array(PageMonitorsObjectSchema),
});

export const PageResponseSchema = envelopeOf('pages', PageObjectSchema);

const flag = v.picklist([0, 1], problem('problemChoice'));
/** A link or image address; "" clears it. */
const urlOrEmpty = v.pipe(
  v.string(),
  v.check((value) => value === '' || isHttpUrl(value), problem('problemWebAddress')),
);

/** The published description "Status page (request body for update)", every field; names as the description spells them. */
const pageFields = {
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(problem('problemRequired'))),
  homepage: urlOrEmpty,
  layout: v.picklist(['list', 'grid'], problem('problemChoice')),
  lighting: v.picklist(['light', 'dark'], problem('problemChoice')),
  subdomain: v.pipe(v.string(), v.regex(/^[a-z0-9-]{3,63}$/, problem('problemSubdomain'))),
  domain: v.string(), // a custom host name, or ""
  analytics: flag,
  seo: flag,
  access: flag,
  poweredBy: flag,
  uri: flag,
  duration: flag,
  paused: flag,
  subscribe: flag,
  status: flag,
  details: flag,
  logo: urlOrEmpty,
  logoDark: urlOrEmpty,
  favicon: urlOrEmpty,
  newMonitors: flag,
  /** Monitor ids shown on the page. */
  monitors: v.array(v.string()),
};

/** Create: name and subdomain required, the rest optional. */
export const PageRequestSchema = v.object({
  ...v.partial(v.object(pageFields)).entries,
  name: pageFields.name,
  subdomain: pageFields.subdomain,
});

/** Update (published: PUT …/status/pages/update/{id}): any subset of the fields. */
export const PageUpdateRequestSchema = v.partial(v.object(pageFields));

/** CONTRACT.md: access 0 = public, 1 = password (at least 6 characters, never returned). */
export const PageAuthenticationRequestSchema = v.pipe(
  v.object({
    access: flag,
    password: v.optional(v.string()),
  }),
  v.forward(
    v.check(
      ({ access, password }) => access === 0 || (password?.length ?? 0) >= 6,
      problem('problemPasswordLength'),
    ),
    ['password'],
  ),
);
export type PageAuthenticationInput = v.InferInput<typeof PageAuthenticationRequestSchema>;
