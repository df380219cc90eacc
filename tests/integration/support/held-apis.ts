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
export function heldApis(apis: Apis, started: () => void, release: Promise<void>): Apis {
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
 * Starts a flush whose requests wait at the client, and resolves once one has started: its row is
 * then in flight. `release` lets it go; `running` is the flush.
 */
export async function flushHeld(bed: OutboxBed) {
  const started = signal();
  const release = signal();
  const apis = heldApis(await bed.connect(), started.resolve, release.promise);
  const running = bed.flush(async () => apis);
  onTestFinished(async () => {
    release.resolve(); // a failed test leaves no flush holding the lock for the next
    await running;
  });
  await started.promise;
  return { running, release: release.resolve };
}
