import { format } from 'date-fns';
import { h } from 'preact';
import { formatMoment } from '../../../components/time';
import { message } from '../../../lib/model/i18n';
import type { WindowRow } from '../../../lib/model/rows';
import type { GeneratedFormSpec } from '../resource/spec';
import {
  browserTimeZone,
  scheduleErrorField,
  scheduleFields,
  scheduleFormValues,
  withSchedule,
} from './window-schedule';

const statusWords = (): Record<string, string> => ({
  scheduled: message('windowScheduled'),
  active: message('windowActive'),
  paused: message('windowPaused'),
  ended: message('windowEnded'),
});
const statusOf = (row: WindowRow) => statusWords()[row.status] ?? row.status;
const startOf = (row: WindowRow) =>
  row.schedule?.start
    ? formatMoment(row.schedule.start, (at) => format(at, 'yyyy-MM-dd HH:mm'))
    : '';

/** Maintenance windows (CONTRACT.md "Window"): planned quiet time for some monitors. */
export const windowsSpec: GeneratedFormSpec<WindowRow> = {
  key: 'windows',
  table: 'windows',
  title: message('titleWindows'),
  singular: message('nounMaintenanceWindow'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    { label: message('columnStatus'), value: statusOf },
    { label: message('columnStarts'), value: startOf },
  ],
  searchText: (row) => `${row.name} ${row.description ?? ''} ${row.status}`,
  lookups: { form: ['monitors'] },
  fields: (lookups) => [
    { name: 'name', label: message('labelName'), kind: 'text', required: true },
    { name: 'description', label: message('labelDescription'), kind: 'textarea' },
    {
      name: 'monitors',
      label: message('labelMonitors'),
      kind: 'picker',
      choices: lookups.monitors.map((m) => ({ value: m.id, label: m.name })),
      help: message('helpWindowMonitors'),
    },
    ...scheduleFields(),
  ],
  blank: {
    name: '',
    description: '',
    monitors: [],
    scheduleType: 'once',
    start: '',
    end: '',
    timezone: browserTimeZone(),
    days: [],
  },
  fromRow: (row) => ({
    name: row.name,
    description: row.description ?? '',
    monitors: (row.monitors ?? []).map((m) => m.id),
    ...scheduleFormValues(row),
  }),
  finishPayload: withSchedule,
  errorField: scheduleErrorField,
  operations: { create: 'createWindow', update: 'updateWindow', delete: 'deleteWindow' },
  // CONTRACT.md: an ended window can be neither paused nor resumed; only an active or paused
  // one can be ended.
  actions: (row) => [
    ...(row.status === 'scheduled' || row.status === 'active'
      ? [{ label: message('pause'), operation: 'pauseWindow' as const, payload: { paused: true } }]
      : []),
    ...(row.status === 'paused'
      ? [
          {
            label: message('resume'),
            operation: 'pauseWindow' as const,
            payload: { paused: false },
          },
        ]
      : []),
    ...(row.status === 'active' || row.status === 'paused'
      ? [{ label: message('actionEndNow'), operation: 'endWindow' as const, payload: {} }]
      : []),
  ],
  detail: (row) =>
    h('p', { 'data-testid': 'window-status' }, 'Status: ', h('strong', null, statusOf(row))),
};
