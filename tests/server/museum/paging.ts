/** One page of an already sorted list; pages past the end are empty, never an error. */
export function pageOf<T>(items: T[], page: number, limit: number): T[] {
  return items.slice((page - 1) * limit, page * limit);
}
