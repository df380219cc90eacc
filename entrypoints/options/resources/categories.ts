import { message } from '../../../lib/model/i18n';
import type { CategoryRow } from '../../../lib/model/rows';
import type { ResourceSpec } from '../resource/spec';

/** Monitor categories (published: "group monitors in categories"; fields per CONTRACT.md). */
export const categoriesSpec: ResourceSpec<CategoryRow> = {
  key: 'categories',
  table: 'categories',
  title: message('titleCategories'),
  singular: message('nounCategory'),
  idOf: (row) => row.id,
  nameOf: (row) => row.name,
  columns: [{ label: message('labelMonitors'), value: (row) => Number(row.monitors ?? 0) }],
  searchText: (row) => `${row.name} ${row.description ?? ''}`,
  fields: () => [
    { name: 'name', label: message('labelName'), kind: 'text', required: true },
    { name: 'description', label: message('labelDescription'), kind: 'textarea' },
  ],
  blank: { name: '', description: '' },
  fromRow: (row) => ({ name: row.name, description: row.description ?? '' }),
  operations: { create: 'createCategory', update: 'updateCategory', delete: 'deleteCategory' },
};
