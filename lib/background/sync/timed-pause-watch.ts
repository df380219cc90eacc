import type { MonitorRow } from '../../model/rows';
import { plural } from '../../platform/i18n';
import { deleteHeld, type PullWatch } from './pull-watch';

/**
 * Keeps the timed pauses (`timedResumes`) true to the monitors, in the monitors pull's last
 * transaction: a pause is the server's state, not ours. A monitor the cache now shows running
 * (the server lists it so: someone resumed it, or the server restarted and forgot the pause; or
 * its pause was refused or discarded, and taken back) loses its resume time, so the glance's "N
 * paused until" counts what is paused, and the end of the pause never resumes a monitor someone
 * pauses again later. The pull leaves a monitor with a write not yet sent as the user left it
 * (pull-guards.ts), so a pause still on its way keeps its resume time.
 */
export function watchTimedPauses(): PullWatch<MonitorRow, string> {
  let notPaused = 0;
  return {
    tables: ['timedResumes'],
    async written() {},
    // Gone from the server: nothing to resume, and nothing to tell.
    removed: (transaction, keys) => deleteHeld(transaction, 'timedResumes', keys),
    async finished(transaction) {
      // The timed pauses are few beside the monitors: all are read, at once.
      const resumes = transaction.objectStore('timedResumes');
      const ids = await resumes.getAllKeys();
      const monitors = await Promise.all(
        ids.map((id) => transaction.objectStore('monitors').get(id)),
      );
      const running = ids.filter((_, i) => monitors[i]?.pause !== 'paused');
      await Promise.all(running.map((id) => resumes.delete(id)));
      notPaused = running.length;
    },
    warning: () => (notPaused ? plural('timedPauseOverridden', notPaused) : null),
  };
}
