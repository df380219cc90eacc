import type { HttpBindings } from '@hono/node-server';
import type { OpaqueSessions } from '../monitoring/opaque-tokens';
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
  /** How many monitors the demo state has. */
  monitorCount: number;
  /**
   * What login issues: a signed JWT, or a random token the server looks up in its session table.
   * The token's format is not published, so the client must treat it as an opaque string.
   */
  tokenStyle: 'jwt' | 'opaque';
  /**
   * Login claims the usual lifetime but issues a token that expired an hour ago: a server with
   * a wrong clock. Every request with it is then 403 `Token expired`.
   */
  tokenIssuedExpired: boolean;
  /**
   * What a museum ticket's QR code says. The content is not published, so the door has to cope
   * with other servers' choices: ours (`MUSEUM-TICKET:<id>:<code>`), a URL, or the bare code.
   */
  qrText: 'gatehouse' | 'url' | 'bare';
}

export const defaultConfig: ServerConfig = {
  tokenTtlSeconds: 3600,
  rateLimit: null,
  simulate: false,
  monitorCount: 36,
  tokenStyle: 'jwt',
  tokenIssuedExpired: false,
  qrText: 'gatehouse',
};

/**
 * Everything the routes share. `state` is swapped whole on reset and restart, so read it per
 * request.
 */
export interface ServerContext {
  config: ServerConfig;
  state: { monitoring: MonitoringState; museum: MuseumState };
  log: RequestLog;
  faults: FaultTable;
  /** Fixed at start so tokens from before a reset or a restart stay valid. */
  jwtSecret: Uint8Array;
  /**
   * Opaque login tokens (`tokenStyle: 'opaque'`). Outside `state` so that they outlive a reset as
   * JWTs do; a restart forgets them, as a real server's in-memory session table would be.
   */
  sessions: OpaqueSessions;
}

/** Hono environment of every app in this server: node bindings give access to the socket. */
export type ServerEnv = { Bindings: HttpBindings };
