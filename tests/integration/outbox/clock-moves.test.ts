import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { runAlarm } from '../../../lib/background/on-alarm';
import { flushAndReschedule, OUTBOX_ALARM } from '../../../lib/background/outbox/flush-schedule';
import { pauseMonitorFor, resumeDuePauses } from '../../../lib/background/outbox/timed-pause';
import { onlyRow, useOutboxBed } from '../support/outbox-harness';
import { useSettingsOf } from '../support/outbox-settings';

/*
 * Waits while the wall clock moves (lib/model/clock-jump.ts). Date moves with
 * vi.setSystemTime, as a user or the system sets the clock; performance.now() only with
 * vi.advanceTimersByTime, as time really passes. The local server runs in this process and sees
 * the same clock.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RESUME_ALARM = 'gatehouse-resume';

const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;

/** Time that really passes (both clocks). */
const pass = (ms: number) => vi.advanceTimersByTime(ms);
/** The wall clock set to another time; no time passes. */
const setClockBy = (ms: number) => vi.setSystemTime(Date.now() + ms);
/** The browser stopped the worker; the next event starts a new one (a new performance origin). */
let lives = 0;
const startNewWorkerLife = () =>
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(performance.timeOrigin + ++lives);

async function alarmTime(name: string) {
  return (await browser.alarms.get(name))?.scheduledTime ?? Number.POSITIVE_INFINITY;
}

/** A running monitor paused for one hour from the row menu; answers its id once the server has it. */
async function pausedForAnHour() {
  await useSettingsOf(bed);
  await bed.pull('monitors');
  const monitor = (await bed.database.monitors.toArray()).find((m) => m.pause === 'active');
  const id = monitor?.id ?? '';
  await pauseMonitorFor(bed.worker, id, 60);
  await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('paused');
  return id;
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['Date', 'performance', 'setTimeout', 'clearTimeout'],
    now: Date.UTC(2026, 10, 28, 12),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a one-hour timed pause while the clock moves', () => {
  it('ends within its hour when the clock goes back 30 days while the worker runs', async () => {
    const id = await pausedForAnHour();
    pass(10 * MINUTE);
    setClockBy(-30 * DAY);
    // Anything the worker does next looks at the clock: here a flush, as every start and sync.
    await flushAndReschedule(bed.worker);
    expect(await alarmTime(RESUME_ALARM)).toBeLessThanOrEqual(Date.now() + 50 * MINUTE);

    pass(50 * MINUTE);
    expect(await resumeDuePauses(bed.worker)).toBe(1);
    await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('active');
  });

  it('ends within its hour when the clock went back while the worker was stopped and its alarm fires', async () => {
    const id = await pausedForAnHour();
    const armedFor = await alarmTime(RESUME_ALARM);
    startNewWorkerLife();
    pass(MINUTE);
    setClockBy(-30 * DAY);
    // Firefox fires an alarm after the time it was set for has passed, whatever the clock says.
    pass(59 * MINUTE);
    startNewWorkerLife();
    await runAlarm(bed.worker, { name: RESUME_ALARM, scheduledTime: armedFor });
    await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('active');
    expect(await bed.database.timedResumes.count()).toBe(0);
  });

  it('is woken by the next start of a worker stopped while the clock went back, late by no more than that stop', async () => {
    const id = await pausedForAnHour();
    startNewWorkerLife();
    setClockBy(-30 * DAY);
    const stopped = 20 * MINUTE;
    pass(stopped);
    // Chrome's alarms follow the wall clock: only another event (the popup, a restart) starts a
    // worker, and it cannot tell how long it was stopped, only that the clock went back.
    startNewWorkerLife();
    await flushAndReschedule(bed.worker);
    const leftOfTheHour = HOUR - stopped;
    expect(await alarmTime(RESUME_ALARM)).toBeLessThanOrEqual(Date.now() + leftOfTheHour + stopped);
    pass(HOUR);
    await runAlarm(bed.worker, { name: RESUME_ALARM, scheduledTime: Date.now() });
    await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('active');
  });

  it('ends at once when the clock goes forward past its end', async () => {
    const id = await pausedForAnHour();
    pass(10 * MINUTE);
    setClockBy(2 * HOUR);
    expect(await resumeDuePauses(bed.worker)).toBe(1);
    await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('active');
  });
});

describe('a write the server answered 503 while the clock moves', () => {
  /** A pause whose send was answered 503; it waits its first backoff (2 s) for a retry. */
  async function waitingAfter503() {
    await useSettingsOf(bed);
    await bed.pull('monitors');
    const monitor = (await bed.database.monitors.toArray()).find((m) => m.pause === 'active');
    const id = monitor?.id ?? '';
    const path = `/endpoints/v1/monitors/pause/${id}`;
    bed.server.context.faults.add({ method: 'PATCH', path, kind: 'status', status: 503, times: 1 });
    await bed.queue('pauseMonitor', id, { paused: true });
    await flushAndReschedule(bed.worker);
    const row = await onlyRow(bed.database);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    return { id, wait: row.nextAttemptAt - Date.now() };
  }

  it('is retried after its backoff, not a day later, when the clock goes back one day', async () => {
    const { id, wait } = await waitingAfter503();
    setClockBy(-DAY);
    // The worker's timer for the retry fires after the time asked, whatever the clock says.
    await vi.advanceTimersByTimeAsync(wait + 100);
    await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('paused');
    await expect.poll(() => bed.rows()).toEqual([]);
  });

  it('is retried when its alarm fires in a worker stopped while the clock went back one day', async () => {
    const { id } = await waitingAfter503();
    const armedFor = await alarmTime(OUTBOX_ALARM);
    startNewWorkerLife();
    setClockBy(-DAY);
    pass(armedFor - Date.now() - DAY);
    startNewWorkerLife();
    await runAlarm(bed.worker, { name: OUTBOX_ALARM, scheduledTime: armedFor });
    await expect.poll(() => monitoring().monitors.get(id)?.pause).toBe('paused');
    await expect.poll(() => bed.rows()).toEqual([]);
  });

  it('is retried at once when the clock goes forward past its retry time', async () => {
    const { id } = await waitingAfter503();
    setClockBy(DAY);
    await flushAndReschedule(bed.worker);
    expect(monitoring().monitors.get(id)?.pause).toBe('paused');
    expect(await bed.rows()).toEqual([]);
  });
});
