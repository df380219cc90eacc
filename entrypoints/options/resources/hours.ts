import { museumTime } from '../../../components/museum-values';
import { formatMoment, localDay } from '../../../components/time';
import { message, perLocale } from '../../../lib/model/i18n';
import type { MuseumHoursRow } from '../../../lib/model/rows';
import type { ResourceSpec } from '../resource/spec';

const weekdayFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { weekday: 'long' }));
const weekday = (date: string) => formatMoment(date, (at) => weekdayFormat().format(at), localDay);

/** Opening hours as the museum publishes them (read-only: the API has no way to change them). */
export const hoursSpec: ResourceSpec<MuseumHoursRow> = {
  key: 'hours',
  table: 'museumHours',
  title: message('titleHours'),
  idOf: (row) => row.date,
  nameOf: (row) => row.date,
  nameLabel: message('labelDate'),
  columns: [
    { label: message('columnDay'), value: (row) => weekday(row.date) },
    { label: message('columnOpens'), value: (row) => museumTime(row.timeOpen) },
    { label: message('columnCloses'), value: (row) => museumTime(row.timeClose) },
  ],
  searchText: (row) => `${row.date} ${weekday(row.date)}`,
  detail: (row) =>
    message('hoursDayDetail', [
      weekday(row.date),
      museumTime(row.timeOpen),
      museumTime(row.timeClose),
    ]),
};
