/**
 * Where a monitors sync spends the worker's time: CPU profiles of one cold and one steady sync
 * (`--monitors` as the first argument, 10,000 by default), written as .cpuprofile files (open
 * them in DevTools' Performance panel) and summarised as self time per function.
 * Run: `npm run build:e2e && npm run bench:sync-profile -- 10000`.
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

/** Self time per function, in ms, largest first. */
function selfTimes(profile: Profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const name = `${frame?.functionName || '(anonymous)'} ${frame?.url.split('/').pop() ?? ''}:${frame?.lineNumber ?? 0}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const count = Number(process.argv[2] ?? 10_000);
const env = await benchEnvironment(count);
try {
  await waitForCachedMonitors(env.context, count);
  const page = await env.context.newPage();
  await page.goto(`chrome-extension://${env.extensionId}/options.html`);
  const devtools = await workerDevtools(env.context, page);
  const sync = () => sendCommand(page, 'refresh', { resources: ['monitors'] });
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
  await devtools.detach();
} finally {
  await env.close();
}
