import { h } from 'preact';
import { message } from '../../../lib/model/i18n';
import type { PageRow } from '../../../lib/model/rows';
import type { GeneratedFormSpec } from '../resource/spec';
import { PageAccessForm } from './PageAccessForm';
import { blankPage, pageFields, pageFormValues } from './status-page-fields';

/** Public status pages (published "Status page"; flag meanings per CONTRACT.md). */
export const pagesSpec: GeneratedFormSpec<PageRow> = {
  key: 'pages',
  table: 'pages',
  title: message('titlePages'),
  singular: message('nounStatusPage'),
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
  fields: pageFields,
  blank: blankPage,
  fromRow: pageFormValues,
  operations: { create: 'createPage', update: 'updatePage', delete: 'deletePage' },
  detail: (row) => h(PageAccessForm, { page: row, key: row.id }),
  createNote: message('noteNewPagePublic'),
};
