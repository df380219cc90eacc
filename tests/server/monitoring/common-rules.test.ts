import { describe, expect, it } from 'vitest';
import {
  type Envelope,
  fieldsOf,
  type ListEnvelope,
  type MonitorJson,
  useTestServer,
} from './test-server';

const server = useTestServer();

describe('content negotiation and bodies', () => {
  it('answers 406 when Accept rules out JSON', async () => {
    const reply = await server.call('GET', '/monitors/list', { headers: { Accept: 'text/html' } });
    expect(reply.status).toBe(406);
    expect(reply.body.error).toMatch(/json/i);
  });

  it('accepts application/*, */* and parameters on the media type', async () => {
    for (const accept of [
      'application/*',
      'text/html, */*;q=0.1',
      'application/json; charset=utf-8',
    ]) {
      const reply = await server.call('GET', '/categories/list', { headers: { Accept: accept } });
      expect(reply.status).toBe(200);
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const reply = await server.call('POST', '/monitors/new', { rawBody: '{"name": "API",' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/JSON/);
  });

  it('answers 422 when the body is JSON but not an object', async () => {
    const reply = await server.call('POST', '/categories/new', { body: ['Production'] });
    expect(reply.status).toBe(422);
    expect(fieldsOf(reply)).toEqual(['request']);
  });
});

describe('envelope and paging', () => {
  it('wraps lists with requestedBy, terms, page, limit and total', async () => {
    const reply = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?page=2&limit=10',
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ page: 2, limit: 10, total: 36 });
    expect(reply.body.requestedBy).toBe('demo@example.com');
    expect(reply.body.terms.length).toBeGreaterThan(10);
    expect(reply.body.monitors.map((m) => m.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `mon_${i + 11}`),
    );
  });

  it('defaults to page 1 of 50 and ends with a short page', async () => {
    const first = await server.call<ListEnvelope<'monitors', MonitorJson>>('GET', '/monitors/list');
    expect(first.body).toMatchObject({ page: 1, limit: 50, total: 36 });
    expect(first.body.monitors).toHaveLength(36);
    const last = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?page=4&limit=10',
    );
    expect(last.body.monitors).toHaveLength(6);
    const beyond = await server.call<ListEnvelope<'monitors', MonitorJson>>(
      'GET',
      '/monitors/list?page=9&limit=10',
    );
    expect(beyond.body.monitors).toEqual([]);
  });

  it('refuses a limit over 500 and a page below 1 with 422', async () => {
    const tooMany = await server.call('GET', '/incidents/list?limit=501');
    expect(tooMany.status).toBe(422);
    expect(fieldsOf(tooMany)).toEqual(['limit']);
    const zero = await server.call('GET', '/categories/list?page=0&limit=abc');
    expect(fieldsOf(zero)).toEqual(['page', 'limit']);
  });

  it('allows exactly 500', async () => {
    const reply = await server.call('GET', '/monitors/list?limit=500');
    expect(reply.status).toBe(200);
  });
});

describe('unknown ids and routes', () => {
  it('answers 404 with the kind of record', async () => {
    const reply = await server.call('PUT', '/monitors/update/mon_999', { body: { name: 'x' } });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'Monitor not found' });
  });

  it('answers 404 for a path the API does not have', async () => {
    const reply = await server.call('GET', '/monitors/everything');
    expect(reply.status).toBe(404);
  });
});
describe('telephone codes', () => {
  it('lists the system codes in the envelope', async () => {
    const reply = await server.call<Envelope<'telephoneCodes', Record<string, string>>>(
      'GET',
      '/general/telephone-codes',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.telephoneCodes.length).toBeGreaterThanOrEqual(20);
    expect(reply.body.telephoneCodes).toContainEqual({
      id: expect.any(String),
      country: 'United Kingdom',
      iso: 'GB',
      code: '+44',
    });
    expect(reply.body.requestedBy).toBe('demo@example.com');
  });
});
