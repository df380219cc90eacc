import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Apis } from '../../../../lib/background/api/connect';
import { memoryTokenStore } from '../../../../lib/background/api/monitoring/token-store';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase, type WorkerDatabase } from '../../../../lib/storage/worker-database';
import { apisAt } from '../../support/outbox-harness';
import { type AnswerServer, type SeenRequest, startAnswerServer } from './answer-server';
import { jsonText } from './shared-arbitraries';

export interface PropertyBed {
  server: AnswerServer;
  /** One database for the whole file: each pull replaces what the last one stored. */
  database: GatehouseDatabase;
  /** The same database as the worker opens it. */
  worker: WorkerDatabase;
  apis: Apis;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token the client reads as a JWT (it checks the shape and `exp`, not the signature). */
const UNSIGNED_JWT = [
  base64url({ alg: 'HS256', typ: 'JWT' }),
  base64url({ sub: 'demo@example.com', exp: Math.floor(Date.now() / 1000) + 86_400 }),
  'signature',
].join('.');

/** The monitoring login, answered for every property so the client can sign in once. */
function signIn(request: SeenRequest) {
  if (request.method !== 'POST' || !request.path.endsWith('/auth/login')) return null;
  const body = { token: UNSIGNED_JWT, tokenType: 'Bearer', expiresIn: 86_400 };
  return { status: 200, body: JSON.stringify(body) };
}

/**
 * One answer server, one database and one pair of real clients per test file, so 1,000 runs
 * cost 1,000 requests and pulls, not 1,000 set-ups. `answer` sets what the server says next.
 */
export function usePropertyBed(name: string) {
  const bed = {} as PropertyBed;
  beforeAll(async () => {
    fakeBrowser.reset();
    bed.server = await startAnswerServer();
    bed.database = new GatehouseDatabase(`properties-${name}`);
    bed.worker = await openWorkerDatabase(bed.database.name);
    bed.apis = apisAt(bed.server.url, memoryTokenStore());
  });
  afterAll(async () => {
    await bed.server.close();
    await bed.database.delete();
  });
  beforeEach(() => fakeBrowser.reset());
  return bed;
}

/** Answers `body` (JSON, JsonNumbers spelled as generated) to every request but the login. */
export function answerJson(
  bed: PropertyBed,
  body: (request: SeenRequest) => unknown,
  status = 200,
  type = 'application/json',
) {
  bed.server.answerWith(
    (request) => signIn(request) ?? { status, body: jsonText(body(request)), type },
  );
}

/** What a conforming client reads from what was sent: the JSON text parsed back. */
export const asParsed = <T>(value: T): T => JSON.parse(jsonText(value));
