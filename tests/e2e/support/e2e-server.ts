import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '../../server/start';

/** A variable a test build was made with, as its WXT mode's file sets it (.env.e2e, .env.bench). */
export function builtVariable(name: string, mode: 'e2e' | 'bench' = 'e2e'): string {
  const file = `.env.${mode}`;
  const env = readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');
  const value = env.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1];
  if (value === undefined) throw new Error(`${file} must set ${name}`);
  return value;
}

/**
 * The port a test build has its API addresses baked in for: worker 0 of a run, a benchmark and
 * the Firefox tests use that build and that port as built.
 */
export function builtServerPort(mode: 'e2e' | 'bench' = 'e2e'): number {
  const url = builtVariable('WXT_MONITORING_API_URL', mode);
  const match = url.match(/^http:\/\/127\.0\.0\.1:(\d+)$/);
  if (!match?.[1])
    throw new Error(`.env.${mode} must set WXT_MONITORING_API_URL=http://127.0.0.1:<port>`);
  return Number(match[1]);
}

/**
 * Which of a Playwright run's parallel workers this process is: the ones running at the same time
 * have different indexes (0 outside Playwright).
 */
export function parallelIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/**
 * The port this process's server listens on: each parallel worker has its own, and its own copy of
 * the build pointed at it (tests/e2e/support/extension.ts).
 */
export function e2eServerPort(index = parallelIndex()): number {
  return builtServerPort() + index;
}

/**
 * A fresh server with the demo state it starts with, or with `monitorCount` monitors; tests may stop and
 * restart it on the same port.
 */
export function startE2eServer(monitorCount?: number): Promise<RunningServer> {
  // An undefined count would override the server's default set (its config is spread).
  return startServer({
    port: e2eServerPort(),
    simulate: false,
    ...(monitorCount !== undefined && { monitorCount }),
  });
}

/** A running monitor that is up at the server goes down there; the monitor, as it was. */
export async function upMonitorGoesDown(server: RunningServer) {
  const monitor = [...server.context.state.monitoring.monitors.values()].find(
    (m) => m.status === 'up' && m.pause === 'active',
  );
  if (!monitor) throw new Error('The server holds no running monitor that is up');
  // CONTRACT.md: PATCH /__control/monitors/{id}.
  await fetch(`${server.url}/__control/monitors/${monitor.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'down' }),
  });
  return monitor;
}

/** The monitor's next pause or resume is refused as invalid (422), as a real server may. */
export function refusePauseOnce(server: RunningServer, monitorId: string) {
  server.context.faults.add({
    method: 'PATCH',
    path: `/endpoints/v1/monitors/pause/${monitorId}`,
    kind: 'status',
    status: 422,
    times: 1,
  });
}
