import {
  changedFields,
  valuesTyped,
  withoutBlanks,
} from '../../../../components/options/form/form-values';
import { numberInputValue } from '../../../../components/options/form-model';
import type { WritePayload } from '../../../../lib/messaging/protocol';
import {
  AUTH_TYPES,
  MONITOR_METHODS,
  MONITOR_TYPES,
  type MonitorType,
  MonitorUpdateRequestSchema,
} from '../../../../lib/model/monitoring/schemas-monitor-request';
import type { MonitorRow } from '../../../../lib/model/rows';

type MonitorPayload = WritePayload<'createMonitor'>;
type YesNo = 'yes' | 'no';

/** What the form holds: every MonitorRequest field, numbers as their inputs' text. */
export interface MonitorValues {
  name: string;
  type: MonitorType;
  uri: string;
  port: string;
  json: string;
  category: string;
  interval: string;
  timeout: string;
  method: (typeof MONITOR_METHODS)[number];
  upCodes: string[];
  headers: { name: string; value: string }[];
  body: string;
  authType: (typeof AUTH_TYPES)[number];
  authUsername: string;
  authPassword: string;
  sslErrors: YesNo;
  sslExpiry: YesNo;
  redirections: YesNo;
  domainExpiry: YesNo;
}

/** CONTRACT.md's defaults, so the form shows what the server would store. */
const BLANK: MonitorValues = {
  name: '',
  type: 'http',
  uri: '',
  port: '',
  json: '',
  category: '',
  interval: '300',
  timeout: '30',
  method: 'GET',
  upCodes: ['2xx', '3xx'],
  headers: [],
  body: '',
  authType: 'none',
  authUsername: '',
  authPassword: '',
  sslErrors: 'no',
  sslExpiry: 'no',
  redirections: 'no',
  domainExpiry: 'no',
};

/** A value the server sent as a free string, as the select can show it; else the default. */
const oneOf = <Value extends string>(choices: readonly Value[], value: string, blank: Value) =>
  choices.find((choice) => choice === value) ?? blank;
const yesNo = (value: string): YesNo => (value === 'yes' ? 'yes' : 'no');

/** A new monitor's values, or a row's: the response keeps most of them under `websiteDetails`. */
export function monitorValues(row?: MonitorRow): MonitorValues {
  if (!row) return { ...BLANK };
  const details = row.websiteDetails;
  return {
    ...BLANK,
    name: row.name,
    type: oneOf(MONITOR_TYPES, row.type, BLANK.type),
    uri: row.type === 'heartbeat' ? '' : row.uri,
    category: row.category,
    interval: numberInputValue(row.interval),
    timeout: numberInputValue(row.timeout),
    method: oneOf(MONITOR_METHODS, details.method, BLANK.method),
    upCodes: [...details.upCodes],
    headers: details.headers.map(({ name, value }) => ({ name, value })),
    authType: oneOf(AUTH_TYPES, details.authType, BLANK.authType),
    authUsername: details.authUsername,
    json: details.json,
    sslErrors: yesNo(details.sslErrors),
    sslExpiry: yesNo(details.sslExpiry),
    redirections: yesNo(details.redirections),
    domainExpiry: yesNo(details.domainExpiry),
  };
}

/** A refused write's payload over the saved values, its numbers back as text. */
export function monitorValuesTyped(saved: MonitorValues, typed: unknown): MonitorValues {
  const { port, interval, timeout, ...rest } = valuesTyped<WritePayload<'updateMonitor'>>(
    {},
    typed,
    MonitorUpdateRequestSchema,
  );
  const asText = (value: number | null | undefined) =>
    typeof value === 'number' ? { text: numberInputValue(value) } : undefined;
  return {
    ...saved,
    ...rest,
    ...(asText(port) && { port: asText(port)?.text }),
    ...(asText(interval) && { interval: asText(interval)?.text }),
    ...(asText(timeout) && { timeout: asText(timeout)?.text }),
  } as MonitorValues;
}

/** Which fields a monitor of these values has (CONTRACT.md's MonitorRequest table). */
export function monitorShows(values: Pick<MonitorValues, 'type' | 'authType'>) {
  const web = values.type === 'http' || values.type === 'keyword';
  return {
    address: values.type !== 'heartbeat',
    port: values.type === 'port',
    keyword: values.type === 'keyword',
    web,
    /** A bearer check sends only the token (in the password field); basic and digest need a user. */
    user: web && (values.authType === 'basic' || values.authType === 'digest'),
    password: web && values.authType !== 'none',
  };
}

/** A number input's text as the request's number; blank is none. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The request: the fields `shows` lists (by default, those these values' type shows). Blank list
 * entries are the editors', not the user's.
 */
export function monitorPayload(
  values: MonitorValues,
  shows = monitorShows(values),
): MonitorPayload {
  const request = {
    name: values.name,
    category: values.category,
    interval: numberOf(values.interval),
    timeout: numberOf(values.timeout),
    ...(shows.address && { uri: values.uri, domainExpiry: values.domainExpiry }),
    ...(shows.port && { port: numberOf(values.port) }),
    ...(shows.keyword && { json: values.json }),
    ...(shows.web && {
      method: values.method,
      upCodes: values.upCodes.map((code) => code.trim()).filter(Boolean),
      headers: values.headers.filter((header) => header.name.trim() || header.value.trim()),
      body: values.body,
      authType: values.authType,
      sslErrors: values.sslErrors,
      sslExpiry: values.sslExpiry,
      redirections: values.redirections,
    }),
    ...(shows.user && { authUsername: values.authUsername }),
    ...(shows.password && { authPassword: values.authPassword }),
  };
  const { type } = values;
  if (type === 'heartbeat') return { ...request, type };
  // A blank port is left out of a create (withoutBlanks): its check names it "is required".
  if (type === 'port') return { ...request, uri: values.uri, type, port: request.port as number };
  if (type === 'keyword') return { ...request, uri: values.uri, json: values.json, type };
  return { ...request, uri: values.uri, type };
}

/** The create: everything filled in; a blank is left for the server's default or the check. */
export const monitorCreate = (values: MonitorValues) => withoutBlanks(monitorPayload(values));

/**
 * The update: the fields shown now that differ from the saved record. A type's rules cover type,
 * uri, port and json together (CONTRACT.md's table): when one of them changed, the others go
 * along as the form shows them, so the background checks them as a whole before queueing instead
 * of the server refusing later. Port is never returned (as published): blank keeps the server's.
 */
export function monitorChanges(
  saved: MonitorValues,
  values: MonitorValues,
): WritePayload<'updateMonitor'> {
  const shows = monitorShows(values);
  const now = monitorPayload(values, shows);
  const changed: Partial<MonitorPayload> = changedFields(monitorPayload(saved, shows), now);
  if (!['type', 'uri', 'port', 'json'].some((key) => key in changed)) return changed;
  const { type, uri, port, json } = now;
  return { type, uri, port, json, ...changed };
}
