import {
  type AUTH_TYPES,
  MONITOR_METHODS,
  MONITOR_TYPES,
  type MonitorType,
} from '../../../../lib/model/monitoring/schemas-monitor-request';
import { message } from '../../../../lib/platform/i18n';

/*
 * The monitor form's words and choices: its types, methods and auth types as the request takes
 * them (lib/model/monitoring/schemas-monitor-request.ts), worded as people call them.
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
export const typeChoices = () =>
  MONITOR_TYPES.map((type) => ({ value: type, label: typeName(type) }));
export const METHOD_CHOICES = MONITOR_METHODS.map((method) => ({ value: method, label: method }));
export const authChoices = () =>
  (
    [
      ['none', message('choiceAuthNone')],
      ['basic', 'Basic'],
      ['digest', 'Digest'],
      ['bearer', message('choiceAuthBearer')],
    ] satisfies [(typeof AUTH_TYPES)[number], string][]
  ).map(([value, label]) => ({ value, label }));
