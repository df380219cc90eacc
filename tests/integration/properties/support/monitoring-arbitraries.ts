import fc from 'fast-check';
import {
  anyCount,
  anyText,
  calendarDay,
  isoTimestamp,
  shortText,
  withExtras,
} from './shared-arbitraries';

/*
 * Answers valid under the published monitoring description (docs/MONITORING-API.md "Records")
 * and, where it is silent, the local server's contract (tests/server/CONTRACT.md "Records"): its
 * MonitorObject and PageObject with every listed field of its listed type; the other records with
 * CONTRACT.md's fields. Values it types only as "string" or "integer" range wider than our
 * server's.
 */

/**
 * An id: the local server's `mon_1` style, a UUID, or any other non-empty string — "." and ".."
 * too, which no URL path can carry (lib/background/api/monitoring/routes.ts isAddressableId).
 */
export const anyId = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 100_000 }).map((n) => `rec_${n}`) },
  { weight: 6, arbitrary: fc.uuid() },
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
  { weight: 1, arbitrary: fc.constantFrom('.', '..', 'a/b', '?', '#', '%2e') },
);

/** One of `known`, or (rarely) any string: docs/MONITORING-API.md types these as plain strings. */
export const oneOfOrAny = (...known: string[]) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: shortText },
  );

export const flag = fc.constantFrom(0, 1);
const reference = fc.record({ id: anyId, name: anyText });
export const references = fc.array(reference, { maxLength: 3 });
export const keys = <T>(record: T) => Object.keys(record as object);

/** A unique-by-id list of `record`, small: most real lists are, and runs stay fast. */
export function listOf<T extends { id: string }>(record: fc.Arbitrary<T>) {
  return fc.uniqueArray(record, { selector: (item) => item.id, maxLength: 4 });
}

const websiteDetails = fc.record({
  sslErrors: oneOfOrAny('yes', 'no'),
  sslExpiry: oneOfOrAny('yes', 'no'),
  domainExpiry: oneOfOrAny('yes', 'no'),
  redirections: oneOfOrAny('yes', 'no'),
  upCodes: fc.array(fc.oneof(fc.constantFrom('2xx', '3xx', '200', '404'), fc.nat({ max: 599 })), {
    maxLength: 4,
  }),
  authType: oneOfOrAny('none', 'basic', 'digest', 'bearer'),
  authUsername: anyText,
  method: oneOfOrAny('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  json: anyText,
  headers: fc.array(fc.record({ name: shortText, value: anyText }), { maxLength: 3 }),
});

/**
 * The seed's fields, plus the three it says are never returned, plus the fields Gatehouse stores
 * beside a monitor (lib/model/rows.ts; the leniency list in lib/model/monitoring/schemas-shared.ts
 * says they shadow a server field of that name): extras never use those names.
 */
const MONITOR_FIELDS = [
  'rank',
  'nameKey',
  'sortKey',
  'fp',
  'port',
  'body',
  'authPassword',
  'id',
  'name',
  'status',
  'pause',
  'uri',
  'type',
  'category',
  'interval',
  'timeout',
  'websiteDetails',
  'incidents',
  'pages',
  'maintenanceWindows',
  'createdAt',
];

/** The seed's MonitorObject; `categoryIds` are the categories it may belong to. */
const monitor = (categoryIds: readonly string[]) =>
  withExtras(
    fc.record({
      id: anyId,
      name: anyText,
      status: oneOfOrAny('up', 'down', 'pending'),
      pause: oneOfOrAny('active', 'paused'),
      uri: anyText,
      type: oneOfOrAny('http', 'keyword', 'ping', 'port', 'dns', 'heartbeat'),
      category: fc.constantFrom('', ...categoryIds),
      interval: anyCount,
      timeout: anyCount,
      websiteDetails,
      incidents: anyCount,
      pages: anyCount,
      maintenanceWindows: anyCount,
      createdAt: calendarDay,
    }),
    MONITOR_FIELDS,
  );

const category = withExtras(
  fc.record({
    id: anyId,
    name: anyText,
    description: anyText,
    monitors: anyCount,
    createdAt: isoTimestamp,
  }),
  ['id', 'name', 'description', 'monitors', 'createdAt'],
);

const activity = fc.record({
  id: anyId,
  type: oneOfOrAny('down', 'up', 'comment', 'notification'),
  message: anyText,
  createdAt: isoTimestamp,
});
const comment = fc.record({
  id: anyId,
  comment: anyText,
  author: anyText,
  createdAt: isoTimestamp,
});

const incident = withExtras(
  fc.record({
    id: anyId,
    monitorId: anyId,
    monitorName: anyText,
    status: oneOfOrAny('open', 'resolved'),
    cause: anyText,
    startedAt: isoTimestamp,
    resolvedAt: fc.option(isoTimestamp, { nil: null }),
    duration: anyCount,
    activity: fc.array(activity, { maxLength: 3 }),
    comments: fc.array(comment, { maxLength: 3 }),
  }),
  [
    'id',
    'monitorId',
    'monitorName',
    'status',
    'cause',
    'startedAt',
    'resolvedAt',
    'duration',
    'activity',
    'comments',
  ],
);

/** Everything the popup's glance reads: categories, the monitors in them, their incidents. */
export const glanceAnswers = listOf(category).chain((categories) =>
  fc.record({
    categories: fc.constant(categories),
    monitors: listOf(monitor(categories.map((c) => c.id))),
    incidents: listOf(incident),
  }),
);

/** CONTRACT.md "Response time": every 10 minutes; 0 ms while down. */
export const responseTimes = fc.array(
  withExtras(
    fc.record({
      timestamp: isoTimestamp,
      responseTime: fc.oneof(fc.constant(0), fc.nat({ max: 30_000 }), anyCount),
      location: anyText,
    }),
    ['timestamp', 'responseTime', 'location'],
  ),
  { maxLength: 12 },
);

/** CONTRACT.md "Uptime": one a day, a percentage to three decimals, seconds down, checks. */
export const uptimeDays = fc.uniqueArray(
  withExtras(
    fc.record({
      date: calendarDay,
      uptime: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
      downtime: anyCount,
      checks: anyCount,
    }),
    ['date', 'uptime', 'downtime', 'checks'],
  ),
  { selector: (day) => day.date, maxLength: 8 },
);
