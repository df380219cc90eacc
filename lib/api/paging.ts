/** Enough for 500,000 records at 500 a page; stops a server that never ends its pages. */
const MAX_PAGES = 1000;

/**
 * Walks a paged list: asks for page 1, 2, … until a page comes back shorter than `limit`
 * (both APIs' rule for "last page"). A page longer than `limit` means the server ignored paging
 * and sent everything at once, so that is the last page too.
 */
export async function collectAllPages<T>(
  limit: number,
  fetchPage: (page: number, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const items = await fetchPage(page, limit);
    all.push(...items);
    if (items.length !== limit) return all;
  }
  return all;
}
