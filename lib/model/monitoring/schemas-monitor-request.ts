import * as v from 'valibot';
import type { FieldError } from '../errors/errors';
import { checkFieldInput, problem } from '../errors/field-problems';
import { isHttpUrl } from './schemas-shared';

/*
 * MonitorRequest: the fields are the published description's (CONTRACT.md "MonitorRequest"); it
 * says "different monitor types have different required inputs" without saying which, so the
 * per-type rules, ranges and allowed values are CONTRACT.md's (its MonitorRequest table).
 */

export const MONITOR_TYPES = ['http', 'keyword', 'ping', 'port', 'dns', 'heartbeat'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];
export const MONITOR_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
] as const;
export const AUTH_TYPES = ['none', 'basic', 'digest', 'bearer'] as const;

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const isIp = (text: string) => v.is(v.pipe(v.string(), v.ip()), text);
const isHostName = (text: string) => HOST_NAME.test(text);

const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(problem('problemRequired')));
const httpUrl = v.pipe(requiredText, v.check(isHttpUrl, problem('problemWebAddress')));
const hostName = v.pipe(requiredText, v.check(isHostName, problem('problemHostName')));
const hostOrIp = v.pipe(
  requiredText,
  v.check((text) => isHostName(text) || isIp(text), problem('problemHostOrIp')),
);
const wholeNumberIn = (min: number, max: number) =>
  v.pipe(
    v.number(problem('problemNumber')),
    v.integer(problem('problemWholeNumber')),
    v.minValue(min, problem('problemRange', [String(min), String(max)])),
    v.maxValue(max, problem('problemRange', [String(min), String(max)])),
  );
const port = wholeNumberIn(1, 65535);
const yesNo = v.optional(v.picklist(['yes', 'no'], problem('problemChoice')));

/** Fields every monitor type takes; all optional but `name`, the server fills defaults. */
const commonFields = {
  name: requiredText,
  uri: v.optional(v.string()),
  port: v.optional(v.nullable(port)), // null clears it
  category: v.optional(v.string()), // a category id, or "" for none
  interval: v.optional(wholeNumberIn(30, 86400)),
  timeout: v.optional(wholeNumberIn(1, 60)),
  sslErrors: yesNo,
  sslExpiry: yesNo,
  domainExpiry: yesNo,
  redirections: yesNo,
  upCodes: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^[1-5](?:\d\d|xx)$/, problem('problemStatusCode')))),
  ),
  authType: v.optional(v.picklist(AUTH_TYPES, problem('problemChoice'))),
  authUsername: v.optional(v.string()),
  authPassword: v.optional(v.string()),
  method: v.optional(v.picklist(MONITOR_METHODS, problem('problemChoice'))),
  json: v.optional(v.string()),
  body: v.optional(v.string()),
  headers: v.optional(v.array(v.object({ name: requiredText, value: v.string() }))),
};

const typeMessage = problem('problemChoice');
const optionalOnUpdate = v.partial(v.object(commonFields)).entries;

/** Per type, what it requires on top of `name` (CONTRACT.md's MonitorRequest table). */
export const MonitorRequestSchema = v.variant(
  'type',
  [
    v.object({ ...commonFields, type: v.literal('http'), uri: httpUrl }),
    // `json` is the keyword to look for in the page.
    v.object({ ...commonFields, type: v.literal('keyword'), uri: httpUrl, json: requiredText }),
    v.object({ ...commonFields, type: v.literal('ping'), uri: hostOrIp }),
    v.object({ ...commonFields, type: v.literal('port'), uri: hostOrIp, port }),
    v.object({ ...commonFields, type: v.literal('dns'), uri: hostName }),
    // The service generates a heartbeat monitor's uri.
    v.object({ ...commonFields, type: v.literal('heartbeat') }),
  ],
  typeMessage,
);
export type MonitorInput = v.InferInput<typeof MonitorRequestSchema>;

/**
 * An update may be partial (CONTRACT.md). Fields that are sent are checked; when the type is sent
 * too, so are its rules for uri, port and json.
 */
export const MonitorUpdateRequestSchema = v.variant(
  'type',
  [
    v.object({ ...optionalOnUpdate, type: v.literal('http'), uri: v.optional(httpUrl) }),
    v.object({
      ...optionalOnUpdate,
      type: v.literal('keyword'),
      uri: v.optional(httpUrl),
      json: v.optional(requiredText),
    }),
    v.object({ ...optionalOnUpdate, type: v.literal('ping'), uri: v.optional(hostOrIp) }),
    v.object({ ...optionalOnUpdate, type: v.literal('port'), uri: v.optional(hostOrIp) }),
    v.object({ ...optionalOnUpdate, type: v.literal('dns'), uri: v.optional(hostName) }),
    v.object({ ...optionalOnUpdate, type: v.literal('heartbeat') }),
    v.object({ ...optionalOnUpdate, type: v.optional(v.undefined()) }),
  ],
  typeMessage,
);

/** Field errors for a monitor form, per its type's rules; empty when the input is fine. */
export function validateMonitorInput(
  input: unknown,
  mode: 'create' | 'update' = 'create',
): FieldError[] {
  const schema = mode === 'create' ? MonitorRequestSchema : MonitorUpdateRequestSchema;
  return checkFieldInput(schema, input).fieldErrors;
}
