/**
 * Where a monitors sync spends the worker's time: CPU profiles of one cold and one steady sync
 * (`--monitors` as the first argument, 10,000 by default), written as .cpuprofile files (open
 * them in DevTools' Performance panel) and summarised as self time per function. Then where a
 * cold sync allocates the worker's heap, garbage included (the peak `bench:sync` reports is
 * mostly garbage not yet collected): a sampling heap profile, as a .heapprofile file (DevTools'
 * Memory panel) and bytes per function. A build without minifying names the functions.
 * Run: `npm run build:bench && npm run bench:sync-profile -- 10000`.
 */
import { writeFileSync } from 'node:fs';
import { sendCommand } from '../e2e/support/commands';
import { workerDevtools } from './cdp';
import { benchEnvironment, waitForCachedMonitors } from './harness';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

const frameName = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;

/** Bytes allocated per function (self), in MB, largest first. */
function selfSizes(root: HeapNode) {
  const totals = new Map<string, number>();
  const visit = (node: HeapNode) => {
    const name = frameName(node.callFrame);
    totals.set(name, (totals.get(name) ?? 0) + node.selfSize / 1024 / 1024);
    for (const child of node.children) visit(child);
  };
  visit(root);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Self time per function, in ms, largest first. */
function selfTimes(profile: Profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const name = frame ? frameName(frame) : '(unknown)';
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const count = Number(process.argv[2] ?? 10_000);
const env = await benchEnvironment(count);
try {
  await waitForCachedMonitors(env.context, count);
  const page = await env.context.newPage();
  await page.goto(`chrome-extension://${env.extensionId}/blank.html`);
  const devtools = await workerDevtools(env.context, page);
  /** A sync skipped for one already running (the periodic one) would profile nothing. */
  const sync = async () => {
    const [outcome] = await sendCommand(page, 'refresh', { resources: ['monitors'] });
    if (outcome?.result !== 'synced')
      throw new Error(`The profiled sync did not land: ${JSON.stringify(outcome)}`);
  };
  await sync(); // the first sync's notifications may still be running: let them end
  for (const kind of ['steady', 'cold'] as const) {
    if (kind === 'cold') await sendCommand(page, 'clearLocalData', {});
    const started = performance.now();
    const profile = (await devtools.profileDuring(sync)) as Profile;
    const file = `sync-${kind}-${count}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\n${kind} sync: ${(performance.now() - started).toFixed(0)} ms (${file})`);
    for (const [name, ms] of selfTimes(profile).slice(0, 25))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  }
  await sendCommand(page, 'clearLocalData', {});
  await devtools.collectGarbage();
  const heap = (await devtools.allocationsDuring(sync)) as { head: HeapNode };
  const heapFile = `sync-cold-${count}.heapprofile`;
  writeFileSync(heapFile, JSON.stringify(heap));
  const sizes = selfSizes(heap.head);
  const total = sizes.reduce((sum, [, mb]) => sum + mb, 0);
  console.log(`\ncold sync allocated ${total.toFixed(0)} MB (${heapFile})`);
  for (const [name, mb] of sizes.slice(0, 25))
    console.log(`${mb.toFixed(1).padStart(8)} MB  ${name}`);
  await devtools.detach();
} finally {
  await env.close();
}
