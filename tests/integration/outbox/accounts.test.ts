import { describe, expect, it } from 'vitest';
import { flushAndReschedule } from '../../../lib/background/outbox/flush-schedule';
import { pauseMonitorFor, resumeDuePauses } from '../../../lib/background/outbox/timed-pause';
import { accountKey, monitoringCredentialsItem } from '../../../lib/storage/settings';
import { DEMO_LOGIN } from '../support/monitoring-harness';
import { apisAt, onlyRow, useOutboxBed, writeLines } from '../support/outbox-harness';
import { useSettingsOf } from '../support/outbox-settings';

// Signing out, or losing the credentials, is not the server refusing a write: queued writes wait,
// visibly, until the user signs in again, and only ever go out with the account they were made
// under (a write queued for one account is never sent with another's credentials).
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const pause = '/endpoints/v1/monitors/pause/mon_1';

describe('queued writes and the account they belong to', () => {
  it('signed out: a queued pause waits, still shown, and is sent after signing in again', async () => {
    await bed.pull('monitors');
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const signedOut = apisAt(bed.server.url, bed.tokenStore, { monitoringLogin: null });
    await bed.flush(async () => signedOut);

    expect(writeLines(bed.server)).toEqual([]);
    expect(await onlyRow(bed.database)).toMatchObject({ state: 'pending' });
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({ pause: 'paused' });

    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('paused');
  });

  it('a write queued under one account is never sent with another account', async () => {
    await bed.pull('monitors');
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    const someoneElse = { username: 'someone.else@example.com', password: 'theirs' };
    const other = apisAt(bed.server.url, bed.tokenStore, { monitoringLogin: someoneElse });
    const before = bed.server.context.log.entries.length;
    await bed.flush(async () => other);

    const requests = bed.server.context.log.entries.slice(before);
    expect(requests.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    expect(await onlyRow(bed.database)).toMatchObject({ state: 'pending' });
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({ pause: 'paused' });

    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    expect(writeLines(bed.server)).toEqual([`PATCH ${pause}`]);
  });

  it('a timed pause resumes with the account that paused it, though another signed in since', async () => {
    await useSettingsOf(bed);
    await bed.pull('monitors');
    await pauseMonitorFor(bed.worker, 'mon_1', 60);
    await expect
      .poll(() => monitoring().monitors.get('mon_1')?.pause, { timeout: 10_000 })
      .toBe('paused');
    await monitoringCredentialsItem.setValue({
      username: 'someone.else@example.com',
      password: 'x',
    });
    await bed.database.timedResumes.update('mon_1', { resumeAt: Date.now() - 1 });

    await resumeDuePauses(bed.worker);
    const resume = (await bed.rows()).find((row) => row.operation === 'pauseMonitor');
    expect(resume).toMatchObject({
      payload: { paused: false },
      account: accountKey(bed.server.url, DEMO_LOGIN.username),
    });
    await flushAndReschedule(bed.worker);
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('paused'); // not as someone else

    await monitoringCredentialsItem.setValue(DEMO_LOGIN);
    // Another flush may hold the lock for a moment: flush until this one has run.
    await expect
      .poll(
        async () => {
          await flushAndReschedule(bed.worker);
          return monitoring().monitors.get('mon_1')?.pause;
        },
        { timeout: 10_000 },
      )
      .toBe('active');
  });
});
