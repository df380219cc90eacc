import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningServer, startServer } from '../start';
import { localToday } from './calendar';
import { MUSEUM_DEMO_USER } from './routes';
import type { MuseumEvent, MuseumState } from './state';

export interface MuseumCall {
  method?: string;
  /** An object is sent as JSON; a string is sent as is (for malformed bodies). */
  body?: unknown;
  /** `null` sends no Authorization header at all. */
  credentials?: { username: string; password: string } | null;
  /** Sent as given, after (so overriding) the defaults above. */
  headers?: Record<string, string>;
}

const basic = ({ username, password }: { username: string; password: string }) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/**
 * Starts the real server on a free port for one test file and resets it to the demo state
 * before each test, through the control API as any outside client would.
 */
export function useMuseumServer() {
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer({ port: 0 });
  });
  afterAll(() => running.close());
  beforeEach(async () => {
    await fetch(`${running.url}/__control/reset`, { method: 'POST' });
  });

  return {
    get running() {
      return running;
    },
    get state() {
      return running.context.state.museum;
    },
    today: () => localToday(new Date()),
    /** A request to `/v1.1<path>` over real HTTP, as the demo user unless told otherwise. */
    call(
      path: string,
      { method = 'GET', body, credentials = MUSEUM_DEMO_USER, headers: extra }: MuseumCall = {},
    ) {
      const headers: Record<string, string> = {};
      if (credentials) headers.Authorization = basic(credentials);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      Object.assign(headers, extra);
      const payload = typeof body === 'string' || body === undefined ? body : JSON.stringify(body);
      return fetch(`${running.museumBaseUrl}${path}`, { method, headers, body: payload });
    },
  };
}

/** Reads a problem+json answer and checks its media type on the way. */
export async function problemOf(response: Response) {
  if (response.headers.get('Content-Type') !== 'application/problem+json') {
    throw new Error(`Expected problem+json, got ${response.headers.get('Content-Type')}`);
  }
  return (await response.json()) as {
    type: string;
    title: string;
    detail?: string;
    errors?: { field: string; message: string }[];
  };
}

/** The first demo event; the demo data always has some, so a missing one is broken demo data. */
export function firstSeededEvent(state: MuseumState): MuseumEvent {
  const event = state.events.values().next().value;
  if (!event) throw new Error('The seeded museum state has no events');
  return event;
}
