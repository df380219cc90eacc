import {
  type Category,
  type CategoryInput,
  CategoryRequestSchema,
  CategoryResponseSchema,
  CategoryUpdateRequestSchema,
} from '../../../model/monitoring/schemas-categories';
import {
  type CommentInput,
  CommentRequestSchema,
  type Incident,
  IncidentResponseSchema,
} from '../../../model/monitoring/schemas-incidents';
import type { ListAllOptions, PageOptions, SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

export type IncidentFilters = {
  /** CONTRACT.md: open or resolved. */
  status?: 'open' | 'resolved';
  monitorId?: string;
};

/** Categories (groups of monitors) and incidents (a monitor's down periods). */
export function categoryAndIncidentOperations(caller: MonitoringCaller) {
  const categories = caller.pagedList<Category>('listCategories', CategoryResponseSchema);
  const incidents = caller.pagedList<Incident, IncidentFilters>(
    'listIncidents',
    IncidentResponseSchema,
  );

  return {
    listCategories: (options?: PageOptions) => categories.page(options),
    listAllCategories: (options?: ListAllOptions) => categories.all(options),

    createCategory: (input: CategoryInput, { signal }: SignalOption = {}) =>
      caller.requestOne('createCategory', CategoryResponseSchema, {
        body: input,
        bodySchema: CategoryRequestSchema,
        signal,
      }),

    /** Changes the fields given; the server keeps the others. */
    updateCategory: (id: string, input: Partial<CategoryInput>, { signal }: SignalOption = {}) =>
      caller.requestOne('updateCategory', CategoryResponseSchema, {
        id,
        body: input,
        bodySchema: CategoryUpdateRequestSchema,
        signal,
      }),

    /** Deletes a category (its monitors stay, uncategorised); returns it as it was. */
    deleteCategory: (id: string, { signal }: SignalOption = {}) =>
      caller.requestOne('deleteCategory', CategoryResponseSchema, { id, signal }),

    listIncidents: (options?: PageOptions & IncidentFilters) => incidents.page(options),
    listAllIncidents: (options?: ListAllOptions & IncidentFilters) => incidents.all(options),

    /** Adds a comment; returns the whole incident with its comments and activity. */
    commentOnIncident: (id: string, comment: string, { signal }: SignalOption = {}) =>
      caller.requestOne('commentOnIncident', IncidentResponseSchema, {
        id,
        body: { comment } satisfies CommentInput,
        bodySchema: CommentRequestSchema,
        signal,
      }),
  };
}
