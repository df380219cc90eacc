import type { HttpBindings } from '@hono/node-server';
import type { MonitoringState } from '../monitoring/state';
import type { MuseumState } from '../museum/state';
import type { FaultTable } from './faults';
import type { RequestLog } from './request-log';

/** Knobs tests turn at run time (PATCH /__control/config) and the CLI sets at start. */
export interface ServerConfig {
  /** Lifetime of monitoring login tokens; tests shorten it to make tokens lapse. */
  tokenTtlSeconds: number;
  /** Requests per window per token (or per address for login); null = no limit. */
  rateLimit: { max: number; windowMs: number } | null;
  /** Let monitors change state over time (demo); off in tests. */
  simulate: boolean;
  /** How many monitors the seeded demo state has. */
  monitorCount: number;
}

export const defaultConfig: ServerConfig = {
  tokenTtlSeconds: 3600,
  rateLimit: null,
  simulate: false,
  monitorCount: 36,
};

/** Everything the routes share. `state` is swapped whole on reset, so read it per request. */
export interface ServerContext {
  config: ServerConfig;
  state: { monitoring: MonitoringState; museum: MuseumState };
  log: RequestLog;
  faults: FaultTable;
  /** Fixed at start so tokens from before a reset stay valid. */
  jwtSecret: Uint8Array;
}

/** Hono environment of every app in this server: node bindings give access to the socket. */
export type ServerEnv = { Bindings: HttpBindings };
