import { onTestFinished } from 'vitest';
import type { Apis } from '../../../lib/background/api/connect';
import type { OutboxBed } from './outbox-harness';

/** Resolves when the promise the test is waiting for is given its value. */
export function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The real clients, whose monitoring calls wait for `release` after saying they started. A flush
 * calls only once it has claimed its row, a sync only inside its lock: `started` means the
 * caller holds it now.
 */
function heldApis(apis: Apis, started: () => void, release: Promise<void>): Apis {
  const monitoring = new Proxy(apis.monitoring, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        started();
        await release;
        return value.apply(target, args);
      };
    },
  });
  return { ...apis, monitoring };
}

/**
 * Starts `start` with the clients held (heldApis), and resolves once one of its requests has
 * started: what it claims first (a row, a lock), it holds now. `release` lets it go; `running`
 * is its work. The test's end lets it go too, so a failed test leaves nothing holding a lock for
 * the next.
 */
export async function startHeld<T>(apis: Apis, start: (held: Apis) => Promise<T>) {
  const started = signal();
  const release = signal();
  const running = start(heldApis(apis, started.resolve, release.promise));
  onTestFinished(async () => {
    release.resolve();
    await running;
  });
  const finishedFirst = running.then(() => {
    throw new Error('It finished without a monitoring request: nothing was held');
  });
  await Promise.race([started.promise, finishedFirst]);
  return { running, release: release.resolve };
}

export type Held<T> = Awaited<ReturnType<typeof startHeld<T>>>;

/** A flush whose requests wait at the client (startHeld): its row is in flight once this resolves. */
export async function flushHeld(bed: OutboxBed) {
  const apis = await bed.connect();
  return startHeld(apis, (held) => bed.flush(async () => held));
}
