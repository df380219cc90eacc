import { afterEach } from 'vitest';
import { GatehouseDatabase } from '../../../lib/storage/database';

/** Opens empty databases as a test asks for them (a property opens some per run); deletes them after each test. */
export function useFreshDatabases() {
  const opened: GatehouseDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.delete();
  });
  return () => {
    const database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
    opened.push(database);
    return database;
  };
}
