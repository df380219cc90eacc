import type { Choice, FieldSpec, FormValues } from '../../../../components/options/form-model';
import { message } from '../../../../lib/model/i18n';
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

/** A monitor type as people call it; HTTP(S), Ping and DNS read the same in every language. */
export const typeName = (type: string) =>
  (
    ({
      http: 'HTTP(S)',
      keyword: message('choiceTypeKeyword'),
      ping: 'Ping',
      port: message('choiceTypePort'),
      dns: 'DNS',
      heartbeat: message('choiceTypeHeartbeat'),
    }) satisfies Record<MonitorType, string> as Record<string, string>
  )[type] ?? type;
const MONITOR_TYPES: readonly MonitorType[] = [
  'http',
  'keyword',
  'ping',
  'port',
  'dns',
  'heartbeat',
];
const METHODS: readonly (typeof MONITOR_METHODS)[number][] = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
];
const authChoices = (): Choice[] =>
  (
    [
      ['none', message('choiceAuthNone')],
      ['basic', 'Basic'],
      ['digest', 'Digest'],
      ['bearer', message('choiceAuthBearer')],
    ] satisfies [(typeof AUTH_TYPES)[number], string][]
  ).map(([value, label]) => ({ value, label }));

const typeIs =
  (...types: MonitorType[]) =>
  (values: FormValues) =>
    types.includes(values.type as MonitorType);
const webOnly = typeIs('http', 'keyword');
const withAuth = (values: FormValues) => webOnly(values) && (values.authType ?? 'none') !== 'none';
/** A bearer check sends only the token (in the password field); basic and digest need a user. */
const withUser = (values: FormValues) =>
  webOnly(values) && ['basic', 'digest'].includes(String(values.authType));
/** Port, body and authPassword are never returned (as published), so an edit cannot show them. */
const kept = () => message('helpNeverShownBack');

export function monitorFields(lookups: LookupData): FieldSpec[] {
  const categories = lookups.categories.map((c) => ({ value: c.id, label: c.name }));
  return [
    { name: 'name', label: message('labelName'), kind: 'text', required: true },
    {
      name: 'type',
      label: message('labelType'),
      kind: 'select',
      choices: MONITOR_TYPES.map((type) => ({ value: type, label: typeName(type) })),
    },
    {
      name: 'uri',
      label: message('labelAddress'),
      kind: 'text',
      required: true,
      help: message('helpMonitorAddress'),
      showIf: (values) => values.type !== 'heartbeat',
    },
    {
      name: 'port',
      label: message('labelPort'),
      kind: 'number',
      required: 'create',
      help: kept(),
      showIf: typeIs('port'),
    },
    {
      name: 'json',
      label: message('labelKeyword'),
      kind: 'text',
      required: true,
      showIf: typeIs('keyword'),
    },
    {
      name: 'category',
      label: message('labelCategory'),
      kind: 'select',
      choices: [{ value: '', label: message('choiceNoCategory') }, ...categories],
    },
    {
      name: 'interval',
      label: message('labelInterval'),
      kind: 'number',
      help: message('helpRange', ['30', '86400']),
    },
    {
      name: 'timeout',
      label: message('labelTimeout'),
      kind: 'number',
      help: message('helpRange', ['1', '60']),
    },
    {
      name: 'method',
      label: message('labelMethod'),
      kind: 'select',
      choices: METHODS.map((method) => ({ value: method, label: method })),
      showIf: webOnly,
    },
    {
      name: 'upCodes',
      label: message('labelUpCodes'),
      kind: 'lines',
      help: message('helpUpCodes'),
      showIf: webOnly,
    },
    { name: 'headers', label: message('labelHeaders'), kind: 'pairs', showIf: webOnly },
    { name: 'body', label: message('labelBody'), kind: 'textarea', help: kept(), showIf: webOnly },
    {
      name: 'authType',
      label: message('labelAuthType'),
      kind: 'select',
      choices: authChoices(),
      showIf: webOnly,
    },
    { name: 'authUsername', label: message('labelAuthUsername'), kind: 'text', showIf: withUser },
    {
      name: 'authPassword',
      label: message('labelAuthPassword'),
      kind: 'password',
      help: kept(),
      showIf: withAuth,
    },
    { name: 'sslErrors', label: message('labelSslErrors'), kind: 'yesNo', showIf: webOnly },
    { name: 'sslExpiry', label: message('labelSslExpiry'), kind: 'yesNo', showIf: webOnly },
    { name: 'redirections', label: message('labelRedirections'), kind: 'yesNo', showIf: webOnly },
    {
      name: 'domainExpiry',
      label: message('labelDomainExpiry'),
      kind: 'yesNo',
      showIf: (values) => values.type !== 'heartbeat',
    },
  ];
}
