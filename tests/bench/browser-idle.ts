import { readdirSync, readFileSync } from 'node:fs';

/**
 * The browser's own CPU time, read from Linux's /proc: Chromium keeps working after a page or
 * worker is done (IndexedDB compacts what a large write or deletion left behind, on its own
 * threads), and a measurement started meanwhile pays for the one before it.
 */

/** Linux's clock ticks per second in /proc/<pid>/stat (`getconf CLK_TCK`: 100 on x86 and Arm). */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  parent: number;
  cpuTicks: number;
}

function readStat(pid: number): ProcessStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state, ppid, …, utime (12th), stime (13th).
    return {
      pid,
      parent: Number(fields[1]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // the process ended while it was being read
  }
}

function processIds(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** The browser launched on `profileDir`: the one process naming it whose parent does not. */
function browserRoot(profileDir: string): number | undefined {
  const flag = `--user-data-dir=${profileDir}`;
  const matching = processIds().filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(flag);
    } catch {
      return false;
    }
  });
  const stats = matching.map(readStat).filter((stat) => stat !== undefined);
  return stats.find((stat) => !matching.includes(stat.parent))?.pid;
}

/** CPU ticks used so far by the process `root` and by each process under it, by pid. */
function treeCpuTicks(root: number): Map<number, number> {
  const stats = processIds()
    .map(readStat)
    .filter((stat) => stat !== undefined);
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const ticks = new Map<number, number>();
  const pending = stats.filter((stat) => stat.pid === root);
  for (let stat = pending.pop(); stat; stat = pending.pop()) {
    ticks.set(stat.pid, stat.cpuTicks);
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return ticks;
}

/**
 * CPU seconds the tree used between two readings: per process, so that a renderer ending
 * meanwhile takes none of its past time away from what the others used.
 */
function secondsUsed(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / TICKS_PER_SECOND;
}

const WINDOW_MS = 1000;
/** What an idle headless Chromium with the extension loaded uses, with room: a tenth of a core. */
const IDLE_SHARE = 0.1;
/** Longer than a cold sync of 100,000 monitors (an alarm's, say) and the compaction after it. */
const PATIENCE_MS = 300_000;

/**
 * Waits until the browser on `profileDir` has used less than a tenth of a core for a whole
 * second: the work it still does for what came before is over. Without it, a timed sync right
 * after the floor wrote 100,000 rows shared the cores with IndexedDB's work on them. Still
 * busy after five minutes, it says so and lets the benchmark go on rather than lose the run.
 */
export async function untilBrowserIdle(profileDir: string): Promise<void> {
  const root = browserRoot(profileDir);
  if (root === undefined) throw new Error(`No browser is running on ${profileDir}`);
  const started = performance.now();
  let before = treeCpuTicks(root);
  while (performance.now() - started < PATIENCE_MS) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = treeCpuTicks(root);
    if (secondsUsed(before, now) < (IDLE_SHARE * WINDOW_MS) / 1000) return;
    before = now;
  }
  console.warn(`The browser was still busy after ${PATIENCE_MS / 1000} s; measuring anyway.`);
}
