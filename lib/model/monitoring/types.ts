/**
 * The monitoring API's record types in one place, for code outside the client (Dexie rows, sync,
 * UI props). Each is the valibot output type of its schema, so it is what the client returns.
 */
export type { Announcement } from './schemas-announcements';
export type { Category } from './schemas-categories';
export type { TelephoneCode } from './schemas-general';
export type { Incident } from './schemas-incidents';
export type { MonitorInput } from './schemas-monitor-request';
export type { Monitor, ResponseTime, UptimeDay } from './schemas-monitors';
export type {
  Integration,
  Seat,
} from './schemas-notifications';
export type { StatusPage } from './schemas-pages';

export type { MaintenanceWindow } from './schemas-windows';
