import { browser } from 'wxt/browser';
import type { GatehouseDatabase } from '../db/database';
import { effectiveConnections, monitoringTokenItem, pollIntervalMinutesItem } from '../settings';
import { badgeForSummary, type GlanceFacts } from './badge';
import { readSyncState } from './sync-state';

const UNREACHABLE = new Set(['offline', 'timeout', 'server', 'bad-response', 'rate-limited']);

/** Everything the badge (and the popup header) needs, read from Dexie and settings. */
export async function readGlanceFacts(
  database: GatehouseDatabase,
  now: number,
): Promise<GlanceFacts> {
  const [state, downCount, pendingWrites, intervalMinutes, connections, token] = await Promise.all([
    readSyncState(database, 'monitors'),
    database.monitors
      .where('status')
      .equals('down')
      .filter((m) => m.pause !== 'paused')
      .count(),
    database.outbox.where('state').noneOf(['failed']).count(),
    pollIntervalMinutesItem.getValue(),
    effectiveConnections(),
    monitoringTokenItem.getValue(),
  ]);
  const configured = Boolean(connections.monitoring.baseUrl && connections.monitoring.credentials);
  const authFailed = state.lastError?.kind === 'auth' || state.lastError?.kind === 'config';
  return {
    downCount,
    signedIn: configured && !authFailed && (token !== null || state.lastSuccessAt !== null),
    lastSuccessAt: state.lastSuccessAt,
    unreachable: state.lastError !== null && UNREACHABLE.has(state.lastError.kind),
    intervalMinutes,
    pendingWrites,
    now,
  };
}

/** Repaints the toolbar icon's badge and tooltip: the glance without opening anything. */
export async function updateBadge(database: GatehouseDatabase, now = Date.now()) {
  const badge = badgeForSummary(await readGlanceFacts(database, now));
  await Promise.all([
    browser.action.setBadgeText({ text: badge.text }),
    browser.action.setBadgeBackgroundColor({ color: badge.color }),
    browser.action.setTitle({ title: badge.title }),
  ]);
  return badge;
}
