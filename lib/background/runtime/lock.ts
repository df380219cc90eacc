// The Web Locks API where it exists (extension pages and service workers): the browser releases
// a lock when its holder dies, so a worker killed mid-sync cannot leave a stale lock behind, and
// a second context (popup, restarted worker) sees it while it is held. Node (unit tests) has no
// navigator.locks.
const heldInMemory = new Set<string>();

/** The Web Lock a named lock is held as: an extension page can wait for it by this name. */
export const webLockName = (name: string) => `gatehouse:${name}`;

export type LockResult<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `task` only if no other holder has the named lock, else returns `{ ran: false }`. Without
 * navigator.locks an in-memory set stands in.
 */
export async function runExclusive<T>(
  name: string,
  task: () => Promise<T>,
): Promise<LockResult<T>> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks) {
    return locks.request(webLockName(name), { ifAvailable: true }, async (lock) =>
      lock ? { ran: true as const, value: await task() } : { ran: false as const },
    );
  }
  if (heldInMemory.has(name)) return { ran: false };
  heldInMemory.add(name);
  try {
    return { ran: true, value: await task() };
  } finally {
    heldInMemory.delete(name);
  }
}

/**
 * Runs `task` holding the named lock shared: any number run at once and none is skipped or
 * waits, while `navigator.locks.query()` shows the work under way. Nothing may ask for such a
 * lock exclusively: every later holder would queue behind it. Without navigator.locks the task
 * simply runs.
 */
export async function runShared<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(webLockName(name), { mode: 'shared' }, task) : task();
}
