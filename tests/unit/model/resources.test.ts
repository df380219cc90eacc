import { describe, expect, it } from 'vitest';
import { defaultMonitoringRoutes } from '../../../lib/background/api/monitoring/routes';
import { writeOperationNamed } from '../../../lib/background/outbox/writes/all-writes';
import { pulledResources } from '../../../lib/background/sync/resources';
import { crudNames } from '../../../lib/model/operation-names';
import {
  monitoringResourceNames,
  type ResourceDeclaration,
  resourceNames,
  resources,
} from '../../../lib/model/resources';
import { currentStores } from '../../../lib/storage/schema-versions';
import { readMessages } from '../support/shipped-messages';

/*
 * Everything derived from a resource's declaration (lib/model/resources.ts) is there for every
 * resource declared: adding one that leaves a part out fails here, not in a user's browser.
 */

const declared = (name: (typeof resourceNames)[number]): ResourceDeclaration => resources[name];

describe('the resource registry', () => {
  it.each(resourceNames)('%s has a store keyed by its id in the current schema', (name) => {
    expect(currentStores()[name]?.keyPath).toBe(declared(name).id);
  });

  it.each(resourceNames)('%s is pulled into its own table', (name) => {
    const pulled = (pulledResources as Record<string, { table: string } | undefined>)[name];
    expect(pulled?.table).toBe(name);
  });

  it.each(resourceNames)('%s is named, one and many, in English and German', (name) => {
    for (const locale of ['en', 'de']) {
      const messages = readMessages(locale);
      for (const key of declared(name).words) expect(messages[key]?.message, key).toBeTruthy();
    }
  });

  it.each(monitoringResourceNames)('%s has a route for every operation it declares', (name) => {
    const { list, ...writes } = crudNames(name);
    const named = [list, ...Object.values(writes), ...(declared(name).actions ?? [])];
    expect(declared(name).list).toBeDefined();
    for (const operation of named.filter(Boolean))
      expect(Object.keys(defaultMonitoringRoutes), String(operation)).toContain(operation);
  });

  it.each(resourceNames)('%s has a write for every write it declares, on its table', (name) => {
    const { list: _, ...writes } = crudNames(name);
    const named = [...Object.values(writes), ...(declared(name).actions ?? [])];
    for (const operation of named.filter((write) => write !== undefined)) {
      expect(writeOperationNamed(operation)?.table, operation).toBe(name);
    }
    for (const [kind, operation] of Object.entries(writes))
      if (operation) expect(writeOperationNamed(operation)?.kind).toBe(kind);
  });
});
