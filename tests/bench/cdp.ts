import type { BrowserContext, CDPSession, Page } from '@playwright/test';

const MB = 1024 * 1024;

/** JS heap of a page, after a full garbage collection, in MB. */
export async function pageHeapMb(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / MB;
}

/**
 * The extension's service worker over the DevTools protocol. Playwright opens CDP sessions on
 * pages only, so the worker is reached through a page's session and Target.sendMessageToTarget.
 */
export async function workerDevtools(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  const worker = targetInfos.find(
    (target) => target.type === 'service_worker' && target.url.startsWith('chrome-extension://'),
  );
  if (!worker) throw new Error('The extension has no running service worker to measure');
  const { sessionId } = await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const call = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      waiting.set(id, (result) => resolve(result as T));
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    });
  return {
    heapMb: async () => (await call<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize / MB,
    collectGarbage: () => call('HeapProfiler.collectGarbage'),
    /**
     * The worker's heap in MB, sampled every `everyMs` until `work` ends. With `afterGc`, each
     * sample follows a full collection: what the worker holds live, garbage left out.
     */
    async heapDuring(work: () => Promise<unknown>, { everyMs = 25, afterGc = false } = {}) {
      const samples: number[] = [];
      let done = false;
      const sampling = (async () => {
        while (!done) {
          if (afterGc) await call('HeapProfiler.collectGarbage');
          samples.push((await call<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize / MB);
          await new Promise((resolve) => setTimeout(resolve, everyMs));
        }
      })();
      try {
        await work();
      } finally {
        done = true;
        await sampling;
      }
      return samples;
    },
    /** The worker's CPU profile (DevTools' .cpuprofile format) while `work` runs. */
    async profileDuring(work: () => Promise<unknown>) {
      await call('Profiler.enable');
      await call('Profiler.setSamplingInterval', { interval: 200 });
      await call('Profiler.start');
      await work();
      const { profile } = await call<{ profile: object }>('Profiler.stop');
      return profile;
    },
    /**
     * The worker's sampling heap profile (DevTools' .heapprofile format) while `work` runs,
     * counting what garbage collections took as well: where the allocations come from.
     */
    async allocationsDuring(work: () => Promise<unknown>) {
      await call('HeapProfiler.enable');
      await call('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      await work();
      const { profile } = await call<{ profile: object }>('HeapProfiler.stopSampling');
      return profile;
    },
    detach: () => cdp.detach(),
  };
}
