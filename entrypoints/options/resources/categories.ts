import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { ResourceSpec } from '../section-shell/spec';
import { CategoryForm } from './CategoryForm';

/** Monitor categories (published: "group monitors in categories"; fields per CONTRACT.md). */
export const categoriesSpec: ResourceSpec<RecordOf<'categories'>> = {
  key: 'categories',
  table: 'categories',
  title: message('titleCategories'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [{ label: message('labelMonitors'), value: (row) => Number(row.monitors ?? 0) }],
  searchText: (row) => `${row.name} ${row.description ?? ''}`,
  Form: CategoryForm,
};
