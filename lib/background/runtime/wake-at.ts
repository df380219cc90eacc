import { browser } from 'wxt/browser';

/** Chrome will not fire an alarm sooner than this after it is set. */
export const ALARM_FLOOR_MS = 30_000;

/** This worker's timers, one per name, so rescheduling never piles them up. */
const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Runs `run` at `when`, even if the browser stops the worker meanwhile: a timer while this worker
 * lives covers waits shorter than an alarm may be, and an alarm named `name` is the backstop that
 * wakes a stopped worker (background.ts routes each alarm name to the same work). Calling again
 * with the same name replaces the earlier wake.
 */
export async function wakeAt(name: string, when: number, run: () => void): Promise<void> {
  clearTimeout(timers.get(name));
  timers.delete(name);
  const delay = when - Date.now();
  if (delay < ALARM_FLOOR_MS) {
    const timer = setTimeout(() => {
      timers.delete(name);
      run();
    }, Math.max(0, delay) + 50);
    timers.set(name, timer);
  }
  await browser.alarms.create(name, { when: Math.max(when, Date.now() + ALARM_FLOOR_MS) });
}

export async function cancelWake(name: string): Promise<void> {
  clearTimeout(timers.get(name));
  timers.delete(name);
  await browser.alarms.clear(name);
}
