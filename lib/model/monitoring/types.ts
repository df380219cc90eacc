/**
 * The monitoring API's record types in one place, for code outside the client (Dexie rows, sync,
 * UI props). Each is the valibot output type of its schema, so it is what the client returns.
 */
export type { MonitorInput } from './schemas-monitor-request';
export type { Monitor, ResponseTime, UptimeDay } from './schemas-monitors';
