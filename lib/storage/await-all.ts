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

/**
 * `promise`'s value, or `fallback` once `ms` have passed without it: a first screen waits for a
 * step that is quick when all is well (opening the database, decoding an image), but does not
 * wait behind one held up. The timer is cleared when the promise comes first.
 */
export async function waitAtMost<T, F>(
  promise: Promise<T>,
  ms: number,
  fallback: F,
): Promise<T | F> {
  let patience: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<F>((resolve) => {
        patience = setTimeout(resolve, ms, fallback);
      }),
    ]);
  } finally {
    clearTimeout(patience);
  }
}
