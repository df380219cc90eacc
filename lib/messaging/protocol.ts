import { defineExtensionMessaging } from '@webext-core/messaging';

/** What the popup shows before anything else: is the background alive and set up? */
export interface BackgroundStatus {
  version: string;
  /** When this service worker instance started (ms since epoch); changes after a restart. */
  startedAt: number;
  monitoringConfigured: boolean;
  museumConfigured: boolean;
}

/**
 * The one protocol between UI pages and the background service worker. Verbs in camelCase, a
 * single `data` object per message (STYLE.md, convention 5).
 */
export interface ProtocolMap {
  getStatus(data: Record<string, never>): BackgroundStatus;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
