import * as v from 'valibot';
import type { ServerContext } from '../core/context';
import { forgetCategory } from './cascade';
import { crudRoutes } from './crud';
import { optionalText, requiredText } from './fields';
import { presentCategory, tallyCategoryMonitors } from './present-records';
import type { MonitoringState } from './store';

/** CategoryRequest; names are unique regardless of case ([assumed]). */
function categoryRequestSchema(state: MonitoringState, selfId?: string) {
  const taken = (name: string) =>
    [...state.categories.values()].some(
      (category) => category.id !== selfId && category.name.toLowerCase() === name.toLowerCase(),
    );
  return v.object({
    name: v.pipe(
      requiredText('name', 100),
      v.check((name) => !taken(name), 'name is already used by another category'),
    ),
    description: optionalText('description', 500),
  });
}

export function categoryRoutes(server: ServerContext) {
  return crudRoutes(server, {
    key: 'categories',
    kind: 'Category',
    idPrefix: 'cat',
    records: (state) => state.categories,
    schema: (state, current) => categoryRequestSchema(state, current?.id),
    create: (fields, id, now) => ({ id, ...fields, createdAt: now.toISOString() }),
    presenter: (state) => {
      const counts = tallyCategoryMonitors(state);
      return (category) => presentCategory(category, counts);
    },
    forget: forgetCategory,
  });
}
