/**
 * The monitoring API's record types in one place, for code outside the client (Dexie rows, sync,
 * UI props). Each is the valibot output type of its schema, so it is what the client returns.
 */
export type { MonitoringCredentials, StoredToken, TokenStore } from './auth';
export type { MonitoringApi, MonitoringApiOptions } from './client';
export type { MonitoringOperation, MonitoringRoute, MonitoringRoutes } from './routes';
export type {
  Announcement,
  AnnouncementInput,
  AnnouncementUpdateInput,
} from './schemas-announcements';
export type { Category, CategoryInput, CategoryUpdateInput } from './schemas-categories';
export type { TelephoneCode } from './schemas-general';
export type {
  CommentInput,
  Incident,
  IncidentActivity,
  IncidentComment,
} from './schemas-incidents';
export type { MonitorInput, MonitorType, MonitorUpdateInput } from './schemas-monitor-request';
export type { Monitor, ResponseTime, UptimeDay } from './schemas-monitors';
export type {
  Integration,
  IntegrationInput,
  IntegrationUpdateInput,
  Seat,
  SeatInput,
  SeatUpdateInput,
} from './schemas-notifications';
export type {
  PageAuthenticationInput,
  PageInput,
  PageUpdateInput,
  StatusPage,
} from './schemas-pages';
export type { RecordReference } from './schemas-shared';
export type { MaintenanceWindow, WindowInput, WindowUpdateInput } from './schemas-windows';
