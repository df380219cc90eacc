import { plural } from '../../model/i18n';
import type { MonitorRow } from '../../model/rows';
import type { PullWatch } from './pull-watch';

/**
 * Keeps the timed pauses (`timedResumes`) true to the server, inside the monitors pull's own
 * transactions: a pause is the server's state, not ours. A monitor the server now lists as not
 * paused (someone resumed it, or the server restarted and forgot the pause) loses its resume
 * time, so the glance's "N paused until" counts what the server has, and the end of the pause
 * never resumes a monitor that someone pauses again later. A monitor with a write not yet sent
 * is not written by the pull (pull-guards.ts), so its own pause or resume is not judged here.
 */
export function watchTimedPauses(): PullWatch<MonitorRow, string> {
  let overridden = 0;
  return {
    tables: ['timedResumes'],
    async written(transaction, rows) {
      const resumes = transaction.objectStore('timedResumes');
      for (const row of rows) {
        if (row.pause === 'paused') continue;
        if ((await resumes.count(row.id)) === 0) continue;
        await resumes.delete(row.id);
        overridden++;
      }
    },
    async removed(transaction, keys) {
      const resumes = transaction.objectStore('timedResumes');
      for (const key of keys) await resumes.delete(key);
    },
    async finished() {},
    warning: () => (overridden ? plural('timedPauseOverridden', overridden) : null),
  };
}
