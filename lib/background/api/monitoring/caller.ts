import type * as v from 'valibot';
import { ApiError } from '../../../model/errors/errors';
import { operationWords } from '../../../model/errors/operation-words';
import { type ListSchema, oneRecordOf } from '../../../model/monitoring/schemas-shared';
import { validateMonitoringInput } from '../../../model/monitoring/validate-input';
import { message } from '../../../platform/i18n';
import { createHttp } from '../http/http';
import { fillRoutePath } from '../http/route';
import { type CredentialsSource, createMonitoringSession, type TokenStore } from './auth';
import { monitoringBaseUrlError, normalizedMonitoringBaseUrl } from './base-url';
import { bearerHooks } from './bearer';
import type { Query, SignalOption } from './call-options';
import { pagedListMaker } from './paged-list';
import {
  defaultMonitoringRoutes,
  isAddressableId,
  MONITORING_ANSWERS,
  type MonitoringOperation,
  type MonitoringRoutes,
  operationLabel,
} from './routes';

export interface MonitoringApiOptions {
  /** e.g. `https://monitoring.example.com`; paths in the route table start with /endpoints/v1. */
  baseURL: string | null | undefined;
  getCredentials: CredentialsSource;
  tokenStore: TokenStore;
  /** The route table, usually `parseRouteOverrides(text).routes`; defaults when absent. */
  routes?: MonitoringRoutes;
  timeoutMs?: number;
  /** See lib/background/api/http/read-body.ts. */
  maxBytes?: number;
  /** See lib/background/api/http/paging.ts. */
  maxListRecords?: number;
}

interface CallOptions extends SignalOption {
  id?: string;
  query?: Query;
  body?: unknown;
  /** Checks `body` before sending (see validate-input.ts) and sends the cleaned result. */
  bodySchema?: v.GenericSchema;
}

/**
 * The transport and session, or null while the base URL is unusable. The session signs in over a
 * transport of its own, without the bearer hooks (a sign-in carries no token); the client's
 * transport asks the session for its token. So each refers only one way.
 */
function connect(options: MonitoringApiOptions, routes: MonitoringRoutes) {
  const baseURL = normalizedMonitoringBaseUrl(options.baseURL);
  if (!baseURL) return null;
  const transport = { baseURL, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes };
  const session = createMonitoringSession({
    ...options,
    baseURL,
    http: createHttp(transport),
    loginRoute: routes.login,
  });
  const http = createHttp({ ...transport, ...bearerHooks(session) });
  return { http, session };
}

/**
 * The machinery every operation shares: route lookup, `{id}` filling and the envelope's schema;
 * the bearer token and its one retry are the transport's hooks (bearer.ts). Operations themselves live in the client-*.ts files.
 */
export function createMonitoringCaller(options: MonitoringApiOptions) {
  const routes = options.routes ?? defaultMonitoringRoutes;
  const connection = connect(options, routes);

  /** Every call fails with kind 'config' while the base URL is unusable. */
  function connected() {
    if (connection) return connection;
    throw monitoringBaseUrlError(options.baseURL);
  }

  /** Sends one operation and returns the records of its envelope. */
  async function request<T>(
    operation: MonitoringOperation,
    schema: v.GenericSchema<unknown, T[]>,
    { id, query, body, bodySchema, signal }: CallOptions = {},
  ): Promise<T[]> {
    const { http } = connected();
    const label = operationLabel(operation);
    const words = operationWords(label);
    const checkedBody = bodySchema ? validateMonitoringInput(bodySchema, body, label) : body;
    const route = routes[operation];
    if (route.path.includes('{id}') && !id) {
      throw new ApiError('validation', message('errorNoRecordId', words), { operation: label });
    }
    if (id !== undefined && !isAddressableId(id)) {
      const why = message('errorUnaddressableId', [words, id]);
      throw new ApiError('validation', why, { operation: label });
    }
    const path = fillRoutePath(route, id);
    const { method } = route;
    const request = { operation: label, method, answers: MONITORING_ANSWERS, path, query, signal };
    return http.json({ ...request, body: checkedBody }, schema);
  }

  /** For writes: the record the server sent back (the first of its envelope, in any shape). */
  async function requestOne<T>(
    operation: MonitoringOperation,
    schema: ListSchema<T>,
    call: CallOptions,
  ): Promise<T> {
    const [record] = await request(operation, oneRecordOf(schema), call);
    if (record !== undefined) return record;
    const label = operationLabel(operation);
    const why = message('errorNoRecordInAnswer', operationWords(label));
    throw new ApiError('bad-response', why, { operation: label, path: '(root)' });
  }

  return {
    request,
    requestOne,
    /** `list*` (one page) and `listAll*` (every page) for one list operation. */
    pagedList: pagedListMaker(request, options.maxListRecords),
    signIn: async (signal?: AbortSignal) => connected().session.signIn(signal),
    signOut: () => options.tokenStore.clear(),
  };
}

export type MonitoringCaller = ReturnType<typeof createMonitoringCaller>;
