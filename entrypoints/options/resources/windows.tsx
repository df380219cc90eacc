import { formatDateTimeInZone } from '../../../lib/model/date-formats';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { WindowForm } from './WindowForm';

const statusWords = (): Record<string, string> => ({
  scheduled: message('windowScheduled'),
  active: message('windowActive'),
  paused: message('windowPaused'),
  ended: message('windowEnded'),
});
const statusOf = (row: RecordOf<'windows'>) => statusWords()[row.status] ?? row.status;
/** Where the window happens is where its times are read: its own zone, named. */
const startOf = (row: RecordOf<'windows'>) =>
  row.schedule?.start ? formatDateTimeInZone(row.schedule.start, row.schedule.timezone) : '';

/** Maintenance windows (CONTRACT.md "Window"): planned quiet time for some monitors. */
export const windowsSpec: ResourceSpec<RecordOf<'windows'>> = {
  key: 'windows',
  table: 'windows',
  title: message('titleWindows'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    { label: message('columnStatus'), value: statusOf },
    {
      label: message('columnStarts'),
      value: startOf,
      // In time, not by the words: "Dec 2" before "Nov 29" would be the alphabet's order.
      sortValue: (row) => Date.parse(row.schedule?.start ?? '') || 0,
    },
  ],
  searchText: (row) => `${row.name} ${row.description ?? ''} ${row.status}`,
  lookups: { form: ['monitors'] },
  Form: WindowForm,
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
  detail: (row) => (
    <p data-testid="window-status">
      {message('columnStatus')}: <strong>{statusOf(row)}</strong>
    </p>
  ),
};
