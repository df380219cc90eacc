import * as v from 'valibot';
import { envelopeOf, lenientNumber, seedInteger } from './schemas-shared';

/*
 * Monitor responses. MonitorObject and MonitorWebsiteObject are listed field by field as published,
 * so their listed fields are required with exactly the listed types; anything extra is kept.
 * Response-time and uptime records are not described (published as gaps), so they are tolerant.
 */

/** Published: "Port, body and authPassword are omitted". Dropped even if a server sends them. */
const NEVER_RETURNED = ['port', 'body', 'authPassword'] as const;

/**
 * The record without the never-returned keys. valibot's output is already a fresh object, so a
 * record without them (nearly every one) is returned as it is: a sync of 50,000 monitors would
 * otherwise copy each one and its websiteDetails once more for nothing.
 */
function withoutSecrets<T extends Record<string, unknown>>(record: T): T {
  if (!NEVER_RETURNED.some((key) => Object.hasOwn(record, key))) return record;
  const copy = { ...record };
  for (const key of NEVER_RETURNED) delete copy[key];
  return copy;
}

const MonitorWebsiteHeaderSchema = v.looseObject({ name: v.string(), value: v.string() });

const MonitorWebsiteObjectSchema = v.pipe(
  v.looseObject({
    sslErrors: v.string(),
    sslExpiry: v.string(),
    domainExpiry: v.string(),
    redirections: v.string(),
    // The seed leaves the element type open; CONTRACT.md sends strings like "2xx" or "200".
    upCodes: v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
    authType: v.string(),
    authUsername: v.string(),
    method: v.string(),
    json: v.string(),
    headers: v.array(MonitorWebsiteHeaderSchema),
  }),
  v.transform(withoutSecrets),
);

const MonitorObjectSchema = v.pipe(
  v.looseObject({
    id: v.string(),
    name: v.string(),
    status: v.string(),
    pause: v.string(),
    uri: v.string(),
    type: v.string(),
    category: v.string(),
    interval: seedInteger,
    timeout: seedInteger,
    websiteDetails: MonitorWebsiteObjectSchema,
    incidents: seedInteger,
    pages: seedInteger,
    maintenanceWindows: seedInteger,
    createdAt: v.pipe(v.string(), v.isoDate('createdAt must be a date as YYYY-MM-DD')),
  }),
  v.transform(withoutSecrets),
);
export type Monitor = v.InferOutput<typeof MonitorObjectSchema>;

export const MonitorResponseSchema = envelopeOf('monitors', MonitorObjectSchema);

/** One response-time sample (CONTRACT.md: every 10 minutes; 0 ms while down). */
const MonitorResponseTimeSchema = v.looseObject({
  timestamp: v.string(),
  responseTime: lenientNumber,
  location: v.optional(v.string()),
});
export type ResponseTime = v.InferOutput<typeof MonitorResponseTimeSchema>;

export const MonitorResponseTimeResponseSchema = envelopeOf(
  'responseTimes',
  MonitorResponseTimeSchema,
);

/** One day of uptime statistics; uptime is a percentage, downtime in seconds. */
const MonitorUptimeSchema = v.looseObject({
  date: v.string(),
  uptime: lenientNumber,
  downtime: v.optional(lenientNumber),
  checks: v.optional(lenientNumber),
});
export type UptimeDay = v.InferOutput<typeof MonitorUptimeSchema>;

export const MonitorUptimeResponseSchema = envelopeOf('uptime', MonitorUptimeSchema);
