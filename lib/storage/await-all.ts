/** Promise.all over an object's values, keeping their names: the reads of one screen at once. */
export async function awaitAll<T extends Record<string, unknown>>(
  pending: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = Object.entries(pending);
  const values = await Promise.all(entries.map(([, value]) => value));
  return Object.fromEntries(entries.map(([key], at) => [key, values[at]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}
