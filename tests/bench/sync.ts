/**
 * Benchmark: syncing monitors into IndexedDB through the real extension, at 1,000, 10,000, 50,000
 * and 100,000 monitors, beside its floor (floors/sync-floor.js: the same pages fetched, parsed and
 * written with raw IndexedDB in one transaction, in the same service worker, same run).
 * Cold = the cache emptied first ("Clear local data"), beside the floor written into a store
 * emptied alike; steady = nothing changed at the server, beside the floor written into a new
 * database. At 10,000 also the first sync into a new database (Gatehouse's deleted, as before
 * the first sync after install), beside the new-database floor, with no emptied store on either
 * side. Also the worker's peak JS heap during the cold sync, sampled over the DevTools protocol,
 * and, in one more cold sync, its live heap: the largest of samples each taken after a full
 * collection, beside the idle worker's heap after one.
 * The syncs are asked for from floors/blank.html, an extension page that runs nothing: a sync
 * as the alarm runs it, with no page open. An open popup re-reads what each committed batch
 * changed (its live queries) on the same cores: at 10,000 a line without budget shows the cold
 * sync with the popup open. The floor writes into a database of its own, which no page watches.
 * Run: `npm run build:bench && npm run bench:sync` (or `-- 10000` for chosen account sizes only).
 */
import { readFileSync } from 'node:fs';
import { webLockName } from '../../lib/background/runtime/lock';
import { DATABASE_NAME } from '../../lib/storage/schema';
import { sendCommand } from '../e2e/support/commands';
import { backgroundWorker } from '../e2e/support/extension';
import { DEMO_CREDENTIALS } from '../server/demo-credentials';
import { untilBrowserIdle } from './browser-idle';
import { workerDevtools } from './cdp';
import { benchEnvironment, waitForCachedMonitors } from './harness';
import { type BenchLine, runAsScript, summarize } from './report';

const RUNS = 3;
/**
 * At 10,000, whose times have budgets, five: the three cold syncs of one run spread from 1,780 to
 * 2,470 ms, so one slow sync of three could decide the median.
 */
const TIMED_BUDGET_RUNS = 5;
const PAGE_LIMIT = 500;
/** The Web Lock a sync of monitors holds (lib/background/sync/engine.ts names it). */
const MONITORS_SYNC_LOCK = webLockName('sync:monitors');
const floorSource = readFileSync(new URL('./floors/sync-floor.js', import.meta.url), 'utf8');

const coldFigure = (count: number) => `cold sync, ${count.toLocaleString('en')} monitors`;

async function measure(count: number): Promise<BenchLine[]> {
  /** The size whose times have budgets. */
  const at10k = count === 10_000;
  const env = await benchEnvironment(count);
  try {
    const { context, extensionId, server, profileDir } = env;
    /** Before each timed run: what came before it has finished (browser-idle.ts). */
    const quiet = () => untilBrowserIdle(profileDir);
    await waitForCachedMonitors(context, count);
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/blank.html`);
    const worker = await backgroundWorker(context);
    // No periodic sync during the run: one comes due every few minutes (the interval setting),
    // and the run takes longer at any size. It may fill the store a cold sync is to find empty,
    // while the benchmark waits for an idle browser.
    // Only a launch or a change of the interval setting sets the alarm again. The name is
    // SYNC_ALARM in lib/background/sync/pull-schedule.ts (not imported: that module needs the
    // extension's browser).
    await worker.evaluate(() => chrome.alarms.clear('gatehouse-sync'));
    const devtools = await workerDevtools(context, page);
    /** One timed sync of monitors, or null when it was skipped for a sync already running. */
    const trySync = async (): Promise<number | null> => {
      const started = performance.now();
      const [outcome] = await sendCommand(page, 'refresh', { resources: ['monitors'] });
      if (outcome?.result === 'skipped' && outcome.reason === 'already-running') return null;
      if (outcome?.result !== 'synced')
        throw new Error(`The sync did not land: ${JSON.stringify(outcome)}`);
      return performance.now() - started;
    };
    /**
     * `prepare` (what the sync is to find: an emptied store for a cold one), then one sync,
     * timed by `timed`. A sync already running (not the periodic one, cleared above, but any
     * other) skips the one asked for (lib/background/sync/engine.ts) and may fill the store a
     * cold sync was to find empty. So once that one has let go of its lock (this page waits for
     * the lock, then lets it go), it is all done again, `prepare` included.
     */
    const syncAfter = async (
      prepare: () => Promise<unknown>,
      timed: (sync: typeof trySync) => Promise<number | null> = (sync) => sync(),
    ): Promise<number> => {
      for (let tries = 3; tries > 0; tries--) {
        await prepare();
        const ms = await timed(trySync);
        if (ms !== null) return ms;
        await page.evaluate(
          (name) => navigator.locks.request(name, async () => undefined),
          MONITORS_SYNC_LOCK,
        );
      }
      throw new Error('Three syncs in a row were skipped for one already running');
    };
    /** Times a try, and keeps the worker's heap sampled during it if it landed. */
    const heapOf =
      (landed: number[][], sampling?: Parameters<typeof devtools.heapDuring>[1]) =>
      async (sync: typeof trySync) => {
        let ms = null as number | null;
        const heap = await devtools.heapDuring(async () => {
          ms = await sync();
        }, sampling);
        if (ms !== null) landed.push(heap);
        return ms;
      };
    /** A cold sync finds Gatehouse's store emptied by "Clear local data", the browser idle. */
    const emptied = async () => {
      await sendCommand(page, 'clearLocalData', {});
      await quiet();
    };
    /** The timed cold syncs start after a full collection, as the floor beside them does. */
    const emptiedAndCollected = async () => {
      await emptied();
      await devtools.collectGarbage();
    };
    /**
     * A first sync finds Gatehouse's database deleted, as after install. The worker closes its
     * connection when asked to (worker-database.ts), and opens and creates it again for the sync.
     */
    const deleted = async () => {
      await page.evaluate(
        (name) =>
          new Promise((resolve, reject) => {
            const deleting = indexedDB.deleteDatabase(name);
            deleting.onsuccess = resolve;
            deleting.onerror = () => reject(deleting.error);
          }),
        DATABASE_NAME,
      );
      await quiet();
    };
    const runFloor = (options: { database: 'kept' | 'new'; emptyOnly?: boolean }) => {
      const args = JSON.stringify({
        base: server.monitoringBaseUrl,
        email: DEMO_CREDENTIALS.monitoring.email,
        password: DEMO_CREDENTIALS.monitoring.password,
        limit: PAGE_LIMIT,
        ...options,
      });
      return worker.evaluate<number>(`(${floorSource.trim().replace(/;$/, '')})(${args})`);
    };
    // Once untimed, so that every timed run of the kept store writes where the same rows were
    // deleted, as the cold sync below does after "Clear local data".
    await runFloor({ database: 'kept' });
    const intoEmptied: number[] = [];
    const intoNew: number[] = [];
    const cold: number[] = [];
    const steady: number[] = [];
    const coldHeaps: number[][] = [];
    const runs = at10k ? TIMED_BUDGET_RUNS : RUNS;
    for (let run = 0; run < runs; run++) {
      // Emptied, then timed after the same collection as the cold sync's.
      await runFloor({ database: 'kept', emptyOnly: true });
      await quiet();
      await devtools.collectGarbage();
      intoEmptied.push(await runFloor({ database: 'kept' }));
      await quiet();
      intoNew.push(await runFloor({ database: 'new' }));
      steady.push(await syncAfter(quiet));
      cold.push(await syncAfter(emptiedAndCollected, heapOf(coldHeaps)));
    }
    const peaks = coldHeaps.map((heap) => Math.max(...heap));
    // One more cold sync, untimed: a full collection before each sample slows it. What the
    // worker holds live, apart from the garbage the peak above counts, beside what it holds idle.
    let idleHeap = 0;
    const liveHeaps: number[][] = [];
    await syncAfter(
      async () => {
        await sendCommand(page, 'clearLocalData', {});
        await devtools.collectGarbage();
        idleHeap = await devtools.heapMb();
      },
      heapOf(liveHeaps, { everyMs: 150, afterGc: true }),
    );
    const [liveSamples = []] = liveHeaps;
    await devtools.detach();
    // The same cold sync with the popup open, re-reading what each committed batch changed.
    const withPopup: number[] = [];
    if (at10k) {
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      for (let run = 0; run < RUNS; run++) {
        withPopup.push(await syncAfter(emptied));
      }
      await popup.close();
    }
    // Last, so that no line above follows them: each sync here follows more writes and deletions
    // in the same IndexedDB than the floor it is paired with, never fewer; and its time includes
    // creating the database's stores and indexes, which the floor's does not. Both make the
    // pairing stricter, not kinder. Neither side is timed after a forced collection.
    const firstSyncs: number[] = [];
    for (let run = 0; at10k && run < TIMED_BUDGET_RUNS; run++) {
      firstSyncs.push(await syncAfter(deleted));
    }
    const n = count.toLocaleString('en');
    // The cold sync writes into an emptied store; the steady one writes nothing, so its floor
    // is the stricter, into a new database.
    const emptiedFloor = {
      label: 'raw IDB, 1 tx, emptied store',
      value: summarize(intoEmptied).median,
    };
    const newFloor = { label: 'raw IDB, 1 tx, new database', value: summarize(intoNew).median };
    const line = (
      figure: string,
      samples: number[],
      floor: BenchLine['floor'],
      budget?: BenchLine['budget'],
    ) => {
      const s = summarize(samples);
      return { figure, value: s.median, spread: s, unit: 'ms' as const, floor, budget };
    };
    const peak = summarize(peaks);
    return [
      line(coldFigure(count), cold, emptiedFloor, at10k ? { ratioAtMost: 1.3 } : undefined),
      ...(firstSyncs.length
        ? [line(`  first sync into a new database`, firstSyncs, newFloor)]
        : []),
      ...(withPopup.length
        ? [line(`  the same, with the popup open`, withPopup, emptiedFloor)]
        : []),
      line(
        `steady sync, ${n} monitors`,
        steady,
        newFloor,
        at10k ? { ratioAtMost: 0.4 } : undefined,
      ),
      {
        figure: `worker peak heap, cold sync, ${n}`,
        value: peak.median,
        spread: peak,
        unit: 'MB',
        budget: count >= 50_000 ? { atMost: 30 } : undefined,
      },
      {
        figure: `  live: its largest sample after a collection`,
        value: Math.max(...liveSamples),
        unit: 'MB',
        floor: { label: 'idle worker, after a collection', value: idleHeap },
      },
    ];
  } finally {
    await env.close();
  }
}

/**
 * Growth: the cold sync at 100,000 beside the one at 10,000 of the same run. Linear would be
 * 10×; the budget leaves one tenth for what a larger store costs IndexedDB itself. Beside it,
 * without budget, the floor's own growth between the same sizes: what a larger store costs
 * IndexedDB on the machine at hand, so the sync's growth can be read against it.
 */
function growthLine(lines: readonly BenchLine[]): BenchLine[] {
  const small = lines.find((line) => line.figure === coldFigure(10_000));
  const large = lines.find((line) => line.figure === coldFigure(100_000));
  if (!small || !large) return [];
  return [
    {
      figure: 'cold sync growth, 10,000 → 100,000',
      value: large.value,
      unit: 'ms',
      floor: { label: 'cold sync, 10,000', value: small.value },
      budget: { ratioAtMost: 11 },
    },
    ...(small.floor && large.floor
      ? [
          {
            figure: "  the floor's own growth",
            value: large.floor.value,
            unit: 'ms' as const,
            floor: { label: 'the floor at 10,000', value: small.floor.value },
          },
        ]
      : []),
  ];
}

async function syncBench(counts = [1_000, 10_000, 50_000, 100_000]): Promise<BenchLine[]> {
  const lines: BenchLine[] = [];
  for (const count of counts) lines.push(...(await measure(count)));
  return [...lines, ...growthLine(lines)];
}

await runAsScript(import.meta.url, () => {
  const counts = process.argv.slice(2).map(Number);
  return syncBench(counts.length ? counts : undefined);
});
