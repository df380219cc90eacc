import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServerApp } from './app';
import type { ServerConfig } from './core/context';
import { simulateMonitors } from './monitoring/state';

export interface StartOptions extends Partial<ServerConfig> {
  /** 0 (the default) picks a free port: what tests use. */
  port?: number;
  host?: string;
}

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

const SIMULATION_TICK_MS = 15_000;

/** Starts the local server for both APIs; `close()` stops it and its simulator. */
export async function startServer(options: StartOptions = {}) {
  const { port = 0, host = '127.0.0.1', ...config } = options;
  const { app, server } = createServerApp(config);
  let http: ReturnType<typeof serve> | undefined;
  const address = await new Promise<AddressInfo>((resolve) => {
    http = serve({ fetch: app.fetch, port, hostname: host }, resolve);
  });
  const httpServer = http as unknown as import('node:http').Server;
  const url = `http://${host}:${address.port}`;
  const simulator = setInterval(() => {
    if (server.config.simulate) simulateMonitors(server.state.monitoring, new Date());
  }, SIMULATION_TICK_MS);
  simulator.unref();

  return {
    url,
    port: address.port,
    monitoringBaseUrl: url,
    museumBaseUrl: `${url}/v1.1`,
    /** In-process access for vitest: state, faults, request log, config. */
    context: server,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(simulator);
        httpServer.close(() => resolve());
        // Hanging requests (the `hang` fault) would keep close() waiting forever.
        httpServer.closeAllConnections();
      }),
  };
}
