import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '../../server/start';

/**
 * The e2e build has its API addresses baked in from .env.e2e, so the test server must listen on
 * that port (one test at a time: playwright.config.ts runs one worker).
 */
export function e2eServerPort(): number {
  const env = readFileSync(fileURLToPath(new URL('../../../.env.e2e', import.meta.url)), 'utf8');
  const match = env.match(/^WXT_MONITORING_API_URL=http:\/\/127\.0\.0\.1:(\d+)/m);
  if (!match?.[1])
    throw new Error('.env.e2e must set WXT_MONITORING_API_URL=http://127.0.0.1:<port>');
  return Number(match[1]);
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
