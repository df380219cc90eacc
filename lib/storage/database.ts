import Dexie, { type EntityTable } from 'dexie';
import { DATABASE_NAME, type TableRows } from './schema';
import { SCHEMA_VERSIONS } from './schema-versions';

/**
 * Everything Gatehouse shows, so pages paint from cache and the door view works with no network.
 * Only the background writes here (docs/ARCHITECTURE.md, "One writer"). No secrets, ever.
 *
 * Its schema history, and the upgrades of rows kept by older versions, are lib/storage/schema-versions.ts:
 * the worker opens the same database from the same definitions (worker-database.ts).
 */
export class GatehouseDatabase extends Dexie {
  monitors!: EntityTable<TableRows['monitors'], 'id'>;
  categories!: EntityTable<TableRows['categories'], 'id'>;
  incidents!: EntityTable<TableRows['incidents'], 'id'>;
  seats!: EntityTable<TableRows['seats'], 'id'>;
  integrations!: EntityTable<TableRows['integrations'], 'id'>;
  pages!: EntityTable<TableRows['pages'], 'id'>;
  announcements!: EntityTable<TableRows['announcements'], 'id'>;
  windows!: EntityTable<TableRows['windows'], 'id'>;
  telephoneCodes!: EntityTable<TableRows['telephoneCodes'], 'id'>;
  responseTimes!: EntityTable<TableRows['responseTimes'], 'monitorId'>;
  uptime!: EntityTable<TableRows['uptime'], 'monitorId'>;
  museumHours!: EntityTable<TableRows['museumHours'], 'date'>;
  events!: EntityTable<TableRows['events'], 'eventId'>;
  tickets!: EntityTable<TableRows['tickets'], 'ticketId'>;
  ticketImages!: EntityTable<TableRows['ticketImages'], 'ticketId'>;
  outbox!: EntityTable<TableRows['outbox'], 'seq'>;
  syncState!: EntityTable<TableRows['syncState'], 'resource'>;
  statusTrackers!: EntityTable<TableRows['statusTrackers'], 'monitorId'>;
  statusAnnouncements!: EntityTable<TableRows['statusAnnouncements'], 'seq'>;
  timedResumes!: EntityTable<TableRows['timedResumes'], 'monitorId'>;
  settledWrites!: EntityTable<TableRows['settledWrites'], 'recordKey'>;
  glanceCounts!: EntityTable<TableRows['glanceCounts'], 'name'>;

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
