import fc from 'fast-check';
import { anyId, flag, keys, listOf, oneOfOrAny, references } from './monitoring-arbitraries';
import { anyCount, anyText, isoTimestamp, shortText, withExtras } from './shared-arbitraries';

/*
 * The records the options page manages besides monitors: tests/server/CONTRACT.md's seats,
 * integrations, announcements, windows and telephone codes, and docs/MONITORING-API.md's PageObject with every
 * listed field of its listed type (see monitoring-arbitraries.ts for the shared rules).
 */

const integrationType = oneOfOrAny('webhook', 'slack', 'teams', 'discord', 'pagerduty', 'email');

const seat = withExtras(
  fc.record({
    id: anyId,
    name: anyText,
    email: anyText,
    telephoneCode: fc.constantFrom('', '+44', '+1', '+353'),
    phone: anyText,
    sms: flag,
    call: flag,
    integrations: fc.array(fc.record({ id: anyId, name: anyText, type: integrationType }), {
      maxLength: 3,
    }),
    createdAt: isoTimestamp,
  }),
  ['id', 'name', 'email', 'telephoneCode', 'phone', 'sms', 'call', 'integrations', 'createdAt'],
);

const integration = withExtras(
  fc.record({
    id: anyId,
    name: anyText,
    type: integrationType,
    target: anyText,
    enabled: flag,
    createdAt: isoTimestamp,
  }),
  ['id', 'name', 'type', 'target', 'enabled', 'createdAt'],
);

/** The seed lists every PageObject integer without saying what values mean: any integer. */
const pageInteger = fc.oneof({ weight: 4, arbitrary: flag }, { weight: 1, arbitrary: anyCount });

const pageRecord = fc.record({
  id: anyId,
  name: anyText,
  homepageLink: anyText,
  subdomain: anyText,
  seo: pageInteger,
  groupByCategories: pageInteger,
  domain: anyText,
  accessType: pageInteger,
  showServiceLogo: pageInteger,
  webAnalytics: pageInteger,
  showMonitorURI: pageInteger,
  showUptime: pageInteger,
  hidePausedMonitors: pageInteger,
  subscribe: pageInteger,
  showStatusUpdate: pageInteger,
  showMonitorDetails: pageInteger,
  logoLight: anyText,
  logoDark: anyText,
  favicon: anyText,
  layout: oneOfOrAny('list', 'grid'),
  defaultLightMode: oneOfOrAny('light', 'dark'),
  addNewMonitors: pageInteger,
  monitors: references,
});
const page = pageRecord.chain((record) => withExtras(fc.constant(record), keys(record)));

const announcement = withExtras(
  fc.record({
    id: anyId,
    title: anyText,
    message: anyText,
    type: oneOfOrAny('info', 'maintenance', 'incident'),
    sticky: flag,
    pages: references,
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  }),
  ['id', 'title', 'message', 'type', 'sticky', 'pages', 'createdAt', 'updatedAt'],
);

const timeZone = fc.constantFrom(...Intl.supportedValuesOf('timeZone'));
const schedule = fc.record(
  {
    type: oneOfOrAny('once', 'daily', 'weekly', 'monthly'),
    start: isoTimestamp,
    end: isoTimestamp,
    timezone: timeZone,
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
  },
  { requiredKeys: ['type', 'start', 'end', 'timezone'] },
);

const maintenanceWindow = withExtras(
  fc.record({
    id: anyId,
    name: anyText,
    description: anyText,
    status: oneOfOrAny('scheduled', 'active', 'paused', 'ended'),
    monitors: references,
    schedule,
    createdAt: isoTimestamp,
  }),
  ['id', 'name', 'description', 'status', 'monitors', 'schedule', 'createdAt'],
);

const telephoneCode = withExtras(
  fc.record({
    id: anyId,
    country: anyText,
    iso: fc.oneof(fc.constantFrom('GB', 'US', 'IE'), shortText),
    code: fc.oneof(
      fc.constantFrom('+44', '+1', '+353'),
      fc.nat({ max: 999 }).map((n) => `+${n}`),
    ),
  }),
  ['id', 'country', 'iso', 'code'],
);

/** Everything the options page lists besides monitors. */
export const settingsAnswers = fc.record({
  seats: listOf(seat),
  integrations: listOf(integration),
  pages: listOf(page),
  announcements: listOf(announcement),
  windows: listOf(maintenanceWindow),
  telephoneCodes: listOf(telephoneCode),
});
