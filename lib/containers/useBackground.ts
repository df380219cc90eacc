import { useEffect, useRef, useState } from 'preact/hooks';
import { type BackgroundStatus, sendMessage } from '../messaging/protocol';
import { ASK_AGAIN_MS, ASK_FIRST_MS, SILENT_AFTER_MS } from '../model/background-trouble';

/**
 * What the background says about itself, and whether it does any work: every page shows the
 * saved data whatever the background does, so this is how a page learns not to look calm. The
 * worker says when it cannot open its database (lib/background/open-reporting.ts, watched here
 * at once); a worker that says nothing at all is asked, once `painted` (so a sleeping worker
 * never delays the first paint) or ASK_FIRST_MS have passed without it (a page waiting for a
 * database the worker holds up never paints), again every ASK_AGAIN_MS and whenever shown.
 */
export function useBackground(painted: boolean) {
  const [status, setStatus] = useState<BackgroundStatus | null>(null);
  const [late, setLate] = useState(false);
  const ask = painted || late;
  const [silent, setSilent] = useState(false);
  const answeredAt = useRef(Number.NEGATIVE_INFINITY);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ASK_FIRST_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!ask) return;
    // Loaded with the asking, not before the first paint: the door's first path stays as small.
    let stop = () => {};
    void import('../storage/worker-health').then(({ databaseFailureItem }) => {
      void databaseFailureItem.getValue().then(setFailure);
      stop = databaseFailureItem.watch(setFailure);
    });
    return () => stop();
  }, [ask]);
  useEffect(() => {
    if (!ask) return;
    const check = () => {
      // A monotonic clock: a change of the computer's time neither hides nor invents silence.
      const askedAt = performance.now();
      const overdue = setTimeout(() => {
        if (answeredAt.current < askedAt) setSilent(true);
      }, SILENT_AFTER_MS);
      sendMessage('getStatus', {}).then(
        (answer) => {
          clearTimeout(overdue);
          answeredAt.current = performance.now();
          setStatus(answer);
          setSilent(false);
        },
        () => {
          // No receiving end: the worker did not start, or died before it answered.
          clearTimeout(overdue);
          setSilent(true);
        },
      );
    };
    check();
    const again = setInterval(check, ASK_AGAIN_MS);
    const onShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearInterval(again);
      document.removeEventListener('visibilitychange', onShown);
    };
    // Asked again when the worker's word changes, so an answer from before does not outlive it.
  }, [ask, failure]);
  const why = failure ?? status?.databaseFailure ?? null;
  const trouble = silent
    ? ({ kind: 'silent' } as const)
    : why
      ? ({ kind: 'no-database', detail: why } as const)
      : null;
  return { status, trouble };
}
