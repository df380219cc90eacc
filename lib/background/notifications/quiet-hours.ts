import { browser } from 'wxt/browser';
import { knownState } from '../../model/monitor-state';
import { type QuietHours, quietEndAfter } from '../../model/quiet-hours';
import { quietSummaryId, summarizeHeld } from '../../model/quiet-summary';
import type { StatusAnnouncementRow } from '../../model/transitions';
import { conjunctionText, message, plural } from '../../platform/i18n';
import type { WorkerDatabase } from '../../storage/worker-database';
import { writeTables } from '../../storage/worker-writes';
import { wakeAt } from '../runtime/wake-at';

/** Wakes the worker when quiet hours end, to sum up what they held (on-alarm.ts). */
export const QUIET_END_ALARM = 'gatehouse-quiet-end';

/**
 * Marks changes held for the summary and wakes at the end of quiet hours. The mark keeps them for
 * the summary though the setting changes before then; they stay in IndexedDB meanwhile.
 */
export async function holdChanges(
  database: WorkerDatabase,
  changes: readonly StatusAnnouncementRow[],
  quiet: QuietHours,
  now: number,
  wake: () => void,
) {
  const unmarked = changes.filter((change) => !change.held);
  if (unmarked.length)
    await writeTables(database, ['statusAnnouncements'], (transaction) =>
      Promise.all(
        unmarked.map((change) =>
          transaction.objectStore('statusAnnouncements').put({ ...change, held: true }),
        ),
      ),
    );
  const end = quietEndAfter(quiet, now);
  if (end !== null) await wakeAt(QUIET_END_ALARM, end, wake);
}

/** "3 went down, 2 came back up and 1 still down", leaving out what did not happen. */
function summaryText(summary: ReturnType<typeof summarizeHeld>) {
  const parts = [
    summary.wentDown && plural('notifyQuietDown', summary.wentDown),
    summary.cameBack && plural('notifyQuietUp', summary.cameBack),
    summary.stillDown && plural('notifyQuietStillDown', summary.stillDown),
  ];
  return conjunctionText(parts.filter((part): part is string => Boolean(part)));
}

/** The one notification after quiet hours: what the held changes came to. */
export async function announceQuietSummary(
  database: WorkerDatabase,
  held: readonly StatusAnnouncementRow[],
) {
  const monitors = database.transaction('monitors').store;
  const ids = [...new Set(held.map((change) => change.monitorId))];
  const rows = await Promise.all(ids.map((id) => monitors.get(id)));
  // Down as the glance says it: not a monitor paused since, nor one a maintenance window covers.
  const downNow = new Set(
    rows.flatMap((row) => (row && knownState(row) === 'down' ? [row.id] : [])),
  );
  await browser.notifications.create(quietSummaryId(held), {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icon/128.png'),
    title: message('notifyQuietTitle'),
    message: summaryText(summarizeHeld(held, downNow)),
  });
}
