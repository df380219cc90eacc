import * as v from 'valibot';
import {
  integerBetween,
  isHost,
  isHostName,
  isHttpUrl,
  oneOf,
  optionalText,
  requiredText,
} from './fields';
import { MONITOR_TYPES, type MonitorType } from './records';
import type { MonitoringState } from './store';

const YES_NO = ['yes', 'no'] as const;
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const AUTH_TYPES = ['none', 'basic', 'digest', 'bearer'] as const;

/** What is wrong with `uri` for this monitor type (CONTRACT.md's per-type table), if anything. */
function uriProblem({ type, uri }: { type: MonitorType; uri: string }): string | null {
  if (type === 'heartbeat') return null; // the service generates it
  if (uri === '') return `uri is required for ${type} monitors`;
  if (type === 'http' || type === 'keyword') {
    return isHttpUrl(uri) ? null : 'uri must be an http(s) URL';
  }
  if (type === 'dns') return isHostName(uri) ? null : 'uri must be a host name';
  return isHost(uri) ? null : 'uri must be a host name or IP address';
}

/** Heartbeat monitors are pinged by the customer's job, at a URL the service hands out. */
export function heartbeatUri(monitorId: string) {
  return `https://heartbeat.example.net/beat/${monitorId}`;
}

const yesNo = (field: string) => v.optional(oneOf(field, YES_NO), 'no');

function monitorFields(state: MonitoringState) {
  return v.object({
    name: requiredText('name'),
    uri: v.optional(v.pipe(v.string('uri must be a string'), v.trim()), ''),
    port: v.optional(v.nullable(integerBetween('port', 1, 65535)), null),
    type: oneOf('type', MONITOR_TYPES),
    category: v.optional(
      v.pipe(
        v.string('category must be a category id'),
        v.check(
          (id) => id === '' || state.categories.has(id),
          'category must be an existing category id or ""',
        ),
      ),
      '',
    ),
    interval: v.optional(integerBetween('interval', 30, 86400), 300),
    timeout: v.optional(integerBetween('timeout', 1, 60), 30),
    sslErrors: yesNo('sslErrors'),
    sslExpiry: yesNo('sslExpiry'),
    domainExpiry: yesNo('domainExpiry'),
    redirections: yesNo('redirections'),
    upCodes: v.optional(
      v.array(
        v.pipe(
          v.string('upCodes must contain strings'),
          v.regex(/^[1-5](\d\d|xx)$/, 'upCodes entries look like "2xx" or "200"'),
        ),
        'upCodes must be an array',
      ),
      ['2xx', '3xx'],
    ),
    authType: v.optional(oneOf('authType', AUTH_TYPES), 'none'),
    authUsername: optionalText('authUsername', 200),
    authPassword: optionalText('authPassword', 200),
    method: v.optional(oneOf('method', HTTP_METHODS), 'GET'),
    json: optionalText('json', 10_000),
    body: optionalText('body', 100_000),
    headers: v.optional(
      v.array(
        v.object({ name: requiredText('header name'), value: optionalText('header value') }),
        'headers must be an array of {name, value}',
      ),
      [],
    ),
  });
}

/** MonitorRequest with the per-type rules; `category` must name a category in `state`. */
export function monitorRequestSchema(state: MonitoringState) {
  return v.pipe(
    monitorFields(state),
    v.forward(
      v.partialCheck(
        [['type'], ['uri']],
        (input) => uriProblem(input) === null,
        (issue) => uriProblem(issue.input as { type: MonitorType; uri: string }) ?? '',
      ),
      ['uri'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['port']],
        (input) => input.type !== 'port' || input.port !== null,
        'port is required for port monitors',
      ),
      ['port'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['json']],
        (input) => input.type !== 'keyword' || input.json.trim() !== '',
        'json (the keyword to find) is required for keyword monitors',
      ),
      ['json'],
    ),
  );
}
