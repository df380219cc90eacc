/** The popup's Dexie reads: loaded after its first paint (usePopupData.ts), with Dexie itself. */
export { db } from '../../lib/storage/database';
export { monitorsOfSite } from '../../lib/storage/monitor-lookup';
export { monitorWindow } from '../../lib/storage/monitor-window';
export { popupGlance } from '../../lib/storage/popup-glance';
export { bulkPauseCount, seriesFor } from '../../lib/storage/queries';
