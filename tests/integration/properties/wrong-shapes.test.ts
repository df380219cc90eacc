import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { syncResources } from '../../../lib/background/sync/engine';
import { pulledResources, type ResourceName } from '../../../lib/background/sync/resources';
import { answerJson, usePropertyBed } from './support/bed';
import { itHoldsFor } from './support/run-config';

/*
 * A list answer that is not a list, of any shape and any length, is a bad answer: the pull keeps
 * every cached record. Generated here across every pulled list: any JSON value that is not an
 * array, sent bare or (monitoring) in the published envelope under the list's key.
 */
const bed = usePropertyBed('wrong-shapes');

/** The envelope key of each monitoring list; the museum answers bare arrays. */
const MONITORING_KEYS: Partial<Record<ResourceName, string>> = {
  monitors: 'monitors',
  categories: 'categories',
  incidents: 'incidents',
  seats: 'seats',
  integrations: 'integrations',
  pages: 'pages',
  announcements: 'announcements',
  windows: 'windows',
  telephoneCodes: 'telephoneCodes',
};
const RESOURCES = Object.keys(pulledResources) as ResourceName[];

/** Rows as an earlier good sync left them: what must still be there after any bad answer. */
const cachedRowsOf = (resource: ResourceName) => {
  const { table } = pulledResources[resource];
  const key = resource === 'museumHours' ? 'date' : resource === 'events' ? 'eventId' : 'id';
  const value = (n: number) => (resource === 'museumHours' ? `2031-03-0${n}` : `cached-${n}`);
  return { table, rows: [1, 2, 3].map((n) => ({ [key]: value(n), name: `Cached ${n}` })) };
};

const notAList = fc.jsonValue().filter((value) => !Array.isArray(value));

const wrongShape = fc
  .record({ resource: fc.constantFrom(...RESOURCES), value: notAList, enveloped: fc.boolean() })
  .map(({ resource, value, enveloped }) => {
    const key = MONITORING_KEYS[resource];
    const body =
      key && enveloped ? { [key]: value, requestedBy: 'demo@example.com', terms: 'T' } : value;
    return { resource, body };
  })
  // A bare object that happens to hold the list under its key would be a list after all.
  .filter(({ resource, body }) => {
    const key = MONITORING_KEYS[resource];
    const held = key && body && typeof body === 'object' && (body as Record<string, unknown>)[key];
    return !Array.isArray(held);
  });

describe('list answers of the wrong shape', () => {
  itHoldsFor(
    'any list, any answer that is not a list: the pull fails in words and keeps every cached row',
    wrongShape,
    async ({ resource, body }) => {
      const { table, rows } = cachedRowsOf(resource);
      await bed.database.table(table).clear();
      await bed.database.table(table).bulkPut(rows);
      answerJson(bed, () => body);
      const [outcome] = await syncResources(bed.worker, bed.apis, {
        resources: [resource],
        userRequested: true,
      });
      expect(outcome).toMatchObject({ result: 'failed', error: { kind: 'bad-response' } });
      expect(await bed.database.table(table).toArray()).toEqual(rows);
    },
  );
});
