import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { PageAccessForm } from './PageAccessForm';
import { PageForm } from './PageForm';

/** Public status pages (published "Status page"; flag meanings per CONTRACT.md). */
export const pagesSpec: ResourceSpec<RecordOf<'pages'>> = {
  key: 'pages',
  table: 'pages',
  title: message('titlePages'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [
    { label: message('labelSubdomain'), value: (row) => row.subdomain },
    {
      label: message('columnAccess'),
      value: (row) => (row.accessType === 1 ? message('accessPassword') : message('accessPublic')),
    },
    { label: message('labelMonitors'), value: (row) => row.monitors?.length ?? 0 },
  ],
  searchText: (row) => `${row.name} ${row.subdomain} ${row.domain ?? ''}`,
  lookups: { form: ['monitors'] },
  Form: PageForm,
  detail: (row) => <PageAccessForm page={row} key={row.id} />,
  createNote: message('noteNewPagePublic'),
};
