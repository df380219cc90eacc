import Dexie, { type EntityTable } from 'dexie';
import type { ResourceIds, ResourceName } from '../model/resources';
import { DATABASE_NAME, type TableRows } from './schema';
import { SCHEMA_VERSIONS } from './schema-versions';

/** A table per declared resource (lib/model/resources.ts), keyed by its id. */
type ResourceTables = {
  [Name in ResourceName]: EntityTable<TableRows[Name], ResourceIds[Name]>;
};

// Merged into the class below: Dexie fills these tables too, declared in the schema versions.
export interface GatehouseDatabase extends ResourceTables {}

/**
 * Everything Gatehouse shows, so pages paint from cache and the door view works with no network.
 * Only the background writes here (docs/ARCHITECTURE.md, "One writer"). No secrets, ever.
 *
 * Its schema history, and the upgrades of rows kept by older versions, are lib/storage/schema-versions.ts:
 * the worker opens the same database from the same definitions (worker-database.ts).
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: see the interface above.
export class GatehouseDatabase extends Dexie {
  responseTimes!: EntityTable<TableRows['responseTimes'], 'monitorId'>;
  uptime!: EntityTable<TableRows['uptime'], 'monitorId'>;
  tickets!: EntityTable<TableRows['tickets'], 'ticketId'>;
  ticketImages!: EntityTable<TableRows['ticketImages'], 'ticketId'>;
  outbox!: EntityTable<TableRows['outbox'], 'seq'>;
  syncState!: EntityTable<TableRows['syncState'], 'resource'>;
  statusTrackers!: EntityTable<TableRows['statusTrackers'], 'monitorId'>;
  statusAnnouncements!: EntityTable<TableRows['statusAnnouncements'], 'seq'>;
  timedResumes!: EntityTable<TableRows['timedResumes'], 'monitorId'>;
  settledWrites!: EntityTable<TableRows['settledWrites'], 'recordKey'>;
  glanceCounts!: EntityTable<TableRows['glanceCounts'], 'name'>;
  timeline!: EntityTable<TableRows['timeline'], 'seq'>;

  constructor(name = DATABASE_NAME) {
    // Dexie's liveQuery cache serves one context's own writes optimistically; the pages never
    // write (only the background does), and its limit-query entries could answer the popup's
    // windowed reads stale after the background's writes. Every liveQuery reads IndexedDB.
    super(name, { cache: 'disabled' });
    for (const { version, stores, rewrite } of SCHEMA_VERSIONS) {
      const declared = this.version(version).stores(stores);
      // Dexie hands its upgrade the raw IndexedDB transaction as `idbtrans`.
      if (rewrite) declared.upgrade((upgrade) => rewrite(upgrade.idbtrans));
    }
  }
}

/** The one database of this extension context. Opening is lazy; Dexie opens on first use. */
export const db = new GatehouseDatabase();
