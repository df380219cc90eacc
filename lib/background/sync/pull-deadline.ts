export interface PullLimits {
  /** The most a pull waits for its next page (or its first). */
  stallMs: number;
  /** The most a pull takes, all its pages together. */
  limitMs: number;
}

/**
 * A pull's time limits, as one signal that aborts with a `TimeoutError` (as
 * `AbortSignal.timeout` does) when either runs out, ending the request on the wire:
 * - the wait for the next page, started again by each page handed on. A server that stops
 *   answering is stopped sooner by each request's own limit (lib/background/api/http/http.ts);
 *   this one ends a pull that stalls in its own work before a request (signing in, reading the
 *   cache, a batch's write holding back the next page). Work after the last page (the last
 *   batch, `finish`) sends no request, and no limit cuts it short;
 * - the whole pull, `limitMs`: a server that answers each page in time but never ends. The list
 *   bound (lib/background/api/http/paging.ts) stops one that sends full pages quickly sooner.
 * A single limit for the whole list failed every sync of 100,000 monitors on a slow machine, the
 * pages still arriving every few hundred milliseconds.
 */
export function pullDeadline({ stallMs, limitMs }: PullLimits) {
  const controller = new AbortController();
  const timedOut = () =>
    controller.abort(new DOMException('The pull ran past its time limit.', 'TimeoutError'));
  let stall = setTimeout(timedOut, stallMs);
  const limit = setTimeout(timedOut, limitMs);
  return {
    signal: controller.signal,
    /** A page was handed on: the wait for the next one starts again. */
    pageArrived() {
      if (controller.signal.aborted) return;
      clearTimeout(stall);
      stall = setTimeout(timedOut, stallMs);
    },
    /** The pull is over, either way: no timer is left running. */
    end() {
      clearTimeout(stall);
      clearTimeout(limit);
    },
  };
}
