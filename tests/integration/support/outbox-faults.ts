import { onTestFinished, vi } from 'vitest';
import type { Apis } from '../../../lib/background/api/connect';
import type { MonitoringRoute } from '../../../lib/background/api/monitoring/routes';
import type { QueuedCommand } from '../../../lib/background/outbox/enqueue';
import type { ApiErrorKind } from '../../../lib/model/errors/error-policy';
import type { Fault } from '../../server/core/faults';
import { issueToken } from '../../server/monitoring/auth';
import { DEMO_LOGIN } from './monitoring-harness';
import { answersWithoutBody } from './outbox-cases';
import { apisAt, type OutboxBed, requestsTo, unreachableApis } from './outbox-harness';

/** How a write's first attempt goes wrong, and what that means for whoever sent it. */
export interface FaultCase {
  name: string;
  /** Makes the first attempt fail; resolves to the connect function for the first flush. */
  arm(bed: OutboxBed, route: MonitoringRoute): Promise<() => Promise<Apis>>;
  /** The first attempt reached the server (it is in the request log). */
  reached: boolean;
  /** The first attempt changed server state, though the client never heard so. */
  applied: boolean;
  /** No readable answer: the client cannot tell whether the write happened. */
  answerLost: boolean;
  /** The error the row records; none when the client recovers within the attempt. */
  errorKind?: ApiErrorKind;
  retryAfterSeconds?: number;
  /** Only this API can fail this way: the museum's basic auth has no token to expire. */
  onlyFor?: 'monitoring';
  /** Writes whose answer this fault cannot spoil (a 204 has no body to cut). */
  spares?: (write: QueuedCommand) => boolean;
  /**
   * It hits whichever request goes first, not the write's own route: for a write that reads the
   * server before its first send (serverIdsBefore), that read takes it.
   */
  hitsFirstRequest?: boolean;
}

/**
 * The time limit of the client that meets a `hang`. No request waits it out: its deadline is
 * ended once the server holds the hung request (deadlineOnceHung).
 */
const HUNG_CLIENT_LIMIT_MS = 24_681;

const realTimeout = AbortSignal.timeout.bind(AbortSignal);

/**
 * Makes the deadlines of requests sent under HUNG_CLIENT_LIMIT_MS run out as soon as the server
 * holds the hung request, as a real time limit would once it passed. A limit of a set time (it was
 * 150 ms) could run out on a busy machine before the request even reached the server, which runs
 * in the same process: the fault then stayed armed, and the next case's request hung.
 */
function deadlineOnceHung(bed: OutboxBed, route: MonitoringRoute) {
  const hung = () => requestsTo(bed.server, route.method, route.path).length;
  const before = hung();
  const watches: ReturnType<typeof setInterval>[] = [];
  const spy = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    if (ms !== HUNG_CLIENT_LIMIT_MS) return realTimeout(ms);
    const deadline = new AbortController();
    const watch = setInterval(() => {
      if (hung() === before) return;
      clearInterval(watch);
      deadline.abort(new DOMException('The time limit ran out', 'TimeoutError'));
    }, 5);
    watches.push(watch);
    return deadline.signal;
  });
  // However the case ends, even before the request hung: the next case starts with no spy.
  onTestFinished(() => {
    for (const watch of watches) clearInterval(watch);
    spy.mockRestore();
  });
}

const RETRY_AFTER_SECONDS = 7;

/** A server fault on the write's own method and path, for its first request only. */
function serverFault(spec: Pick<Fault, 'kind' | 'status' | 'retryAfter' | 'shape' | 'field'>) {
  return async (bed: OutboxBed, route: MonitoringRoute) => {
    bed.server.context.faults.add({ ...spec, method: route.method, path: route.path, times: 1 });
    return bed.connect;
  };
}

/** A token the server refuses (it lapsed) while the client's store says it is still good. */
async function expireToken(bed: OutboxBed) {
  const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
  const { token } = await issueToken(bed.server.context, DEMO_LOGIN.username, twoHoursAgo);
  await bed.tokenStore.set({
    token,
    expiresAt: Date.now() + 3_600_000,
    email: DEMO_LOGIN.username,
    baseUrl: bed.server.monitoringBaseUrl,
  });
  return bed.connect;
}

const lost = { reached: true, applied: false, answerLost: true };
const refused = { reached: true, applied: false, answerLost: false };

/** How a write can fail, each on its first attempt only. */
const faultCases: FaultCase[] = [
  {
    name: 'offline',
    arm: async (bed) => {
      const apis = await unreachableApis(bed);
      return async () => apis;
    },
    ...lost,
    reached: false,
    errorKind: 'offline',
  },
  // A 5xx or a 429 says nothing of whether the write was applied (RFC 9110): the client cannot
  // tell these apart from the same answers after the server applied it (below).
  {
    name: 'HTTP 500',
    arm: serverFault({ kind: 'status', status: 500 }),
    ...lost,
    errorKind: 'server',
  },
  {
    name: 'HTTP 503',
    arm: serverFault({ kind: 'status', status: 503 }),
    ...lost,
    errorKind: 'server',
  },
  {
    name: 'HTTP 429 with Retry-After',
    arm: serverFault({ kind: 'status', status: 429, retryAfter: RETRY_AFTER_SECONDS }),
    ...lost,
    errorKind: 'rate-limited',
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  },
  ...([500, 502, 503, 504] as const).map(
    (status): FaultCase => ({
      name: `HTTP ${status} after the server applied it`,
      arm: serverFault({ kind: 'status-after-apply', status }),
      ...lost,
      applied: true,
      errorKind: status === 502 || status === 504 ? 'gateway' : 'server',
    }),
  ),
  {
    name: 'an answer of the wrong shape after the server applied it',
    arm: serverFault({ kind: 'wrong-shape', shape: 'object' }),
    ...lost,
    applied: true,
    errorKind: 'bad-response',
    // A purchase's confirmation is one bare record: it holds no list to put in a wrong shape.
    spares: (write) => answersWithoutBody(write) || write.operation === 'buyTickets',
  },
  {
    name: "an answer without the record's id after the server applied it",
    arm: async (bed, route) => {
      // Each API names a record's id its own way (CONTRACT.md).
      const field = route.path.startsWith('/v1.1/tickets')
        ? 'ticketId'
        : route.path.startsWith('/v1.1/')
          ? 'eventId'
          : 'id';
      return serverFault({ kind: 'omit-field', field })(bed, route);
    },
    ...lost,
    applied: true,
    errorKind: 'bad-response',
    spares: answersWithoutBody,
  },
  {
    name: 'an answer cut off after the server applied it',
    arm: serverFault({ kind: 'cut-body' }),
    ...lost,
    applied: true,
    errorKind: 'interrupted',
    spares: answersWithoutBody,
  },
  {
    name: 'timeout',
    arm: async (bed, route) => {
      await serverFault({ kind: 'hang' })(bed, route);
      deadlineOnceHung(bed, route);
      const apis = apisAt(bed.server.url, bed.tokenStore, { timeoutMs: HUNG_CLIENT_LIMIT_MS });
      return async () => apis;
    },
    ...lost,
    errorKind: 'timeout',
  },
  {
    name: 'malformed answer',
    arm: serverFault({ kind: 'malformed' }),
    ...lost,
    errorKind: 'bad-response',
  },
  {
    name: 'expired token',
    arm: expireToken,
    ...refused,
    onlyFor: 'monitoring',
    hitsFirstRequest: true,
  },
  {
    name: 'connection reset after the server applied it',
    arm: serverFault({ kind: 'reset-after-apply' }),
    ...lost,
    applied: true,
    errorKind: 'offline',
  },
];

export function faultCase(name: string): FaultCase {
  const found = faultCases.find((fault) => fault.name === name);
  if (!found) throw new Error(`No fault case "${name}"`);
  return found;
}
