import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ConnectionResult } from '../background/connection-check';
import type { EnqueueResult } from '../background/outbox/enqueue';
import type { ManyQueued } from '../background/outbox/enqueue-many';
import type { WriteCommand, WriteName } from '../background/outbox/writes/all-writes';
import type { ApiErrorData } from '../model/errors/errors';
import type { MonitorFilter } from '../model/monitor-filter';
import type { MonitorUptimeAnswer } from '../model/uptime-report';

export type { ConnectionResult, EnqueueResult, WriteCommand, WriteName };

/** What one write takes: a form builds exactly this, so a field it should not send fails to compile. */
export type WritePayload<Name extends WriteName> = Extract<
  WriteCommand,
  { operation: Name }
>['payload'];

import type { ResourceName } from '../background/sync/resources';
import type { QrCacheResult } from '../background/tickets/cache-qr';

/** What the popup shows before anything else: is the background alive and set up? */
export interface BackgroundStatus {
  version: string;
  /** When this service worker instance started (ms since epoch); changes after a restart. */
  startedAt: number;
  monitoringConfigured: boolean;
  museumConfigured: boolean;
  /** Why the worker cannot open its database, in the browser's words; null once it has. */
  databaseFailure: string | null;
}

/** One resource's result of a sync round, as plain data. */
export interface SyncOutcome {
  resource: ResourceName;
  result: 'synced' | 'failed' | 'skipped';
  count?: number;
  reason?: string;
  error?: ApiErrorData;
}

/**
 * The one protocol between UI pages and the background service worker. Verbs in camelCase, a
 * single `data` object per message (docs/ARCHITECTURE.md, "Typed messaging").
 */
export interface ProtocolMap {
  getStatus(data: Record<string, never>): BackgroundStatus;
  /** Sync now (all resources, or the ones named), ignoring backoff but not Retry-After. */
  refresh(data: { resources?: ResourceName[] }): SyncOutcome[];
  /**
   * Any write of either API: applied locally at once, queued, sent when possible. Typed per
   * operation: a wrong name or payload does not compile.
   */
  submitWrite(data: WriteCommand): EnqueueResult;
  /**
   * The same, for the options page's writes whose operation a resource's spec names at run time
   * (a record's delete and special actions): the operation's schema checks them in the
   * background, as for submitWrite.
   */
  submitFormWrite(data: {
    operation: WriteName;
    recordId?: string;
    payload: Record<string, unknown>;
  }): EnqueueResult;
  /**
   * The same write to many records (the options list's bulk pause, resume, delete, move), each
   * its own queued write, in one message: records already so, or gone, get none and are named.
   */
  submitWrites(data: {
    operation: WriteName;
    recordIds: string[];
    payload: Record<string, unknown>;
  }): ManyQueued;
  /** A refused write, fixed by the user: the same queued row goes again with this payload. */
  resubmitWrite(data: { seq: number; payload: Record<string, unknown> }): EnqueueResult;
  /** Pause now and resume by itself after `minutes` (popup's "pause for 1 h / 4 h / 8 h"). */
  pauseMonitorFor(data: { monitorId: string; minutes: number }): EnqueueResult;
  /**
   * Pause every monitor the filter lists (all, one category, the popup's filter) until `until`,
   * then resume them by themselves; monitors already paused by hand stay as they are. `until`
   * is within the coming week. Answers how many were paused, and how many already under a
   * timed pause took the new time.
   */
  pauseListedUntil(data: { filter: MonitorFilter; until: number }): {
    paused: number;
    extended: number;
  };
  /** Sign in to the monitoring API with the saved address and credentials. */
  signIn(data: Record<string, never>): ConnectionResult;
  /** Forget the monitoring token and credentials. */
  signOut(data: Record<string, never>): void;
  /** Who is signed in and until when (never the token). */
  getSession(data: Record<string, never>): { email: string; expiresAt: number } | null;
  testMuseumConnection(data: Record<string, never>): ConnectionResult;
  /** All local data as JSON, without secrets. */
  exportData(data: Record<string, never>): {
    app: string;
    schemaVersion: number;
    exportedAt: string;
    tables: Record<string, unknown[]>;
  };
  /** Bought tickets and their QR images are kept unless `includeTickets` is true. */
  clearLocalData(data: { includeTickets?: boolean }): void;
  /** Validate and save the monitoring route-table override; errors name the bad entries. */
  saveRouteOverrides(data: { text: string }): { saved: boolean; errors: string[] };
  /** Fetch response-time and uptime series for the monitors on screen, if not fresh. */
  loadSeries(data: { monitorIds: string[] }): number;
  /**
   * The uptime report's days (`from`..`to`, YYYY-MM-DD) of at most UPTIME_REPORT_BATCH monitors,
   * fetched together; each answers its days or its own failure. Not stored.
   */
  uptimeReport(data: { monitorIds: string[]; from: string; to: string }): MonitorUptimeAnswer[];
  retryOutboxItem(data: { seq: number }): boolean;
  discardOutboxItem(data: { seq: number }): boolean;
  /** Fetch and check a bought ticket's QR image again (the door view's "try again"). */
  recacheTicketQr(data: { ticketId: string }): QrCacheResult;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
