import type { Choice, FieldSpec, FormValues } from '../../../../components/options/form-model';
import type {
  AUTH_TYPES,
  MONITOR_METHODS,
  MonitorType,
} from '../../../../lib/model/monitoring/schemas-monitor-request';
import type { LookupData } from '../../resource/useLookups';

/*
 * The monitor form: every published MonitorRequest field, shown per type as CONTRACT.md's
 * table needs them. The rules themselves are checked in the background on submit (the UI does
 * not import lib/background/api at runtime); the type-only imports keep these choices in step with them.
 */

export const TYPE_NAMES: Record<MonitorType, string> = {
  http: 'HTTP(S)',
  keyword: 'Keyword on a page',
  ping: 'Ping',
  port: 'TCP port',
  dns: 'DNS',
  heartbeat: 'Heartbeat (your job calls us)',
};
const METHODS: readonly (typeof MONITOR_METHODS)[number][] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];
const AUTH: Record<(typeof AUTH_TYPES)[number], string> = {
  none: 'None',
  basic: 'Basic',
  digest: 'Digest',
  bearer: 'Bearer token',
};
const YES_NO: Choice[] = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

const typeIs =
  (...types: MonitorType[]) =>
  (values: FormValues) =>
    types.includes(values.type as MonitorType);
const webOnly = typeIs('http', 'keyword');
const withAuth = (values: FormValues) => webOnly(values) && (values.authType ?? 'none') !== 'none';
/** A bearer check sends only the token (in the password field); basic and digest need a user. */
const withUser = (values: FormValues) =>
  webOnly(values) && ['basic', 'digest'].includes(String(values.authType));
const choices = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));
/** Port, body and authPassword are never returned (as published), so an edit cannot show them. */
const KEPT = 'Never shown back by the API: when editing, leave it blank to keep the saved one.';

export function monitorFields(lookups: LookupData): FieldSpec[] {
  const categories = lookups.categories.map((c) => ({ value: c.id, label: c.name }));
  return [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'type', label: 'Type', kind: 'select', choices: choices(TYPE_NAMES) },
    {
      name: 'uri',
      label: 'Address',
      kind: 'text',
      help: 'A URL for HTTP(S) and keyword checks, a host name or IP address otherwise.',
      showIf: (values) => values.type !== 'heartbeat',
    },
    { name: 'port', label: 'Port', kind: 'number', help: KEPT, showIf: typeIs('port') },
    { name: 'json', label: 'Keyword to find', kind: 'text', showIf: typeIs('keyword') },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      choices: [{ value: '', label: 'No category' }, ...categories],
    },
    { name: 'interval', label: 'Check every (seconds)', kind: 'number', help: '30–86400.' },
    { name: 'timeout', label: 'Timeout (seconds)', kind: 'number', help: '1–60.' },
    {
      name: 'method',
      label: 'Method',
      kind: 'select',
      choices: choices(Object.fromEntries(METHODS.map((m) => [m, m]))),
      showIf: webOnly,
    },
    {
      name: 'upCodes',
      label: 'Accepted status codes',
      kind: 'lines',
      help: 'Like 200 or 2xx.',
      showIf: webOnly,
    },
    { name: 'headers', label: 'Request headers', kind: 'pairs', showIf: webOnly },
    { name: 'body', label: 'Request body', kind: 'textarea', help: KEPT, showIf: webOnly },
    {
      name: 'authType',
      label: 'Authentication',
      kind: 'select',
      choices: choices(AUTH),
      showIf: webOnly,
    },
    { name: 'authUsername', label: 'User name', kind: 'text', showIf: withUser },
    {
      name: 'authPassword',
      label: 'Password or token',
      kind: 'password',
      help: KEPT,
      showIf: withAuth,
    },
    {
      name: 'sslErrors',
      label: 'Alert on certificate errors',
      kind: 'select',
      choices: YES_NO,
      showIf: webOnly,
    },
    {
      name: 'sslExpiry',
      label: 'Alert before the certificate expires',
      kind: 'select',
      choices: YES_NO,
      showIf: webOnly,
    },
    {
      name: 'redirections',
      label: 'Follow redirections',
      kind: 'select',
      choices: YES_NO,
      showIf: webOnly,
    },
    {
      name: 'domainExpiry',
      label: 'Alert before the domain expires',
      kind: 'select',
      choices: YES_NO,
      showIf: (values) => values.type !== 'heartbeat',
    },
  ];
}
