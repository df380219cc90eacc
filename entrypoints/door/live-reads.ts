/** The door view's Dexie reads: loaded after its first paint (useDoorData.ts), with Dexie itself. */
export { db } from '../../lib/storage/database';
export { doorView } from '../../lib/storage/ticket-queries';
