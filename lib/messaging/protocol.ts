import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ApiErrorData } from '../api/errors';
import type { OutboxRow } from '../db/outbox-row';
import type { SyncStateRow } from '../db/rows';
import type { EnqueueResult, WriteCommand } from '../outbox/enqueue';
import type { Badge } from '../sync/badge';
import type { ResourceName } from '../sync/resources';

/** What the popup shows before anything else: is the background alive and set up? */
export interface BackgroundStatus {
  version: string;
  /** When this service worker instance started (ms since epoch); changes after a restart. */
  startedAt: number;
  monitoringConfigured: boolean;
  museumConfigured: boolean;
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
 * single `data` object per message (STYLE.md, convention 5).
 */
export interface ProtocolMap {
  getStatus(data: Record<string, never>): BackgroundStatus;
  /** Sync now (all resources, or the ones named), ignoring backoff but not Retry-After. */
  refresh(data: { resources?: ResourceName[] }): SyncOutcome[];
  getSyncStatus(data: Record<string, never>): {
    resources: Record<string, SyncStateRow>;
    badge: Badge;
  };
  /** Any write of either API: applied locally at once, queued, sent when possible (issue 6). */
  submitWrite(data: WriteCommand): EnqueueResult;
  getOutbox(data: Record<string, never>): OutboxRow[];
  /** Pause now and resume by itself after `minutes` (popup's "pause for 1 h / 4 h / 8 h"). */
  pauseMonitorFor(data: { monitorId: string; minutes: number }): EnqueueResult;
  /** Fetch response-time and uptime series for the monitors on screen, if not fresh. */
  loadSeries(data: { monitorIds: string[] }): number;
  retryOutboxItem(data: { seq: number }): boolean;
  discardOutboxItem(data: { seq: number }): boolean;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
