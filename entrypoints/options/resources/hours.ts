import { museumTime } from '../../../components/museum-values';
import { formatWeekday } from '../../../lib/model/date-formats';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';

/** Opening hours as the museum publishes them (read-only: the API has no way to change them). */
export const hoursSpec: ResourceSpec<RecordOf<'museumHours'>> = {
  key: 'hours',
  table: 'museumHours',
  title: message('titleHours'),
  idOf: (row) => row.date,
  nameOf: (row) => row.date,
  nameLabel: message('labelDate'),
  columns: [
    { label: message('columnDay'), value: (row) => formatWeekday(row.date) },
    { label: message('columnOpens'), value: (row) => museumTime(row.timeOpen) },
    { label: message('columnCloses'), value: (row) => museumTime(row.timeClose) },
  ],
  searchText: (row) => `${row.date} ${formatWeekday(row.date)}`,
  detail: (row) =>
    message('hoursDayDetail', [
      formatWeekday(row.date),
      museumTime(row.timeOpen),
      museumTime(row.timeClose),
    ]),
};
