import { describe, expect, it } from 'vitest';
import { retryOutboxItem } from '../../../lib/background/outbox/inspector';
import { resumeDuePauses } from '../../../lib/background/outbox/timed-pause';
import { ONE_HOUR_WINDOW } from '../support/outbox-cases-status';
import { onlyRow, useOutboxBed } from '../support/outbox-harness';
import { useSettingsOf } from '../support/outbox-settings';

// A write whose answer was lost may have been applied. What comes after it must build on that:
// an undo must still be sent, a create must not adopt a record that was there before, and the
// user's Retry must not repeat what cannot be repeated.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const v1 = '/endpoints/v1';

function loseAnswerAfterApplying(method: string, path: string) {
  bed.server.context.faults.add({ method, path, kind: 'reset-after-apply', times: 1 });
}
function loseRequest(method: string, path: string) {
  bed.server.context.faults.add({ method, path, kind: 'reset', times: 1 });
}

describe('pause, then unpause, when the pause was applied but its answer lost', () => {
  it('unpausing after a pause whose answer was lost leaves the monitor active', async () => {
    await bed.pull('monitors');
    loseAnswerAfterApplying('PATCH', `${v1}/monitors/pause/mon_1`);
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    await bed.flush();
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('paused');

    await bed.queue('pauseMonitor', 'mon_1', { paused: false });
    await bed.makeDue();
    await bed.flush();
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('active');
    expect(await bed.database.monitors.get('mon_1')).toMatchObject({ pause: 'active' });
    expect(await bed.rows()).toEqual([]);
  });

  it('a timed pause whose answer was lost still resumes by itself', async () => {
    await useSettingsOf(bed);
    await bed.pull('monitors');
    loseAnswerAfterApplying('PATCH', `${v1}/monitors/pause/mon_1`);
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    await bed.database.timedResumes.put({ monitorId: 'mon_1', resumeAt: Date.now() - 1 });
    await bed.flush();
    expect(monitoring().monitors.get('mon_1')?.pause).toBe('paused');

    await resumeDuePauses(bed.worker);
    await bed.makeDue();
    await bed.flush();
    await expect
      .poll(() => monitoring().monitors.get('mon_1')?.pause, { timeout: 10_000 })
      .toBe('active');
  });
});

describe('reconciling a create whose answer was lost adopts only what did not exist before', () => {
  it('a same-looking monitor made elsewhere before the first send is not taken for ours', async () => {
    await bed.pull('monitors');
    const probe = { name: 'Twin probe', type: 'http', uri: 'https://twin.example.com/' };
    await (await bed.connect()).monitoring.createMonitor(probe as never);
    loseRequest('POST', `${v1}/monitors/new`);
    await bed.queue('createMonitor', undefined, probe);
    expect(await bed.flush()).toEqual(['uncertain']);
    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    const twins = [...monitoring().monitors.values()].filter((m) => m.name === probe.name);
    expect(twins).toHaveLength(2);
  });

  it('a comment with the same text by someone else is not taken for ours', async () => {
    await bed.pull('incidents');
    const text = 'Looking into it';
    await (await bed.connect()).monitoring.commentOnIncident('inc_1', text);
    loseRequest('POST', `${v1}/incidents/comment/inc_1`);
    await bed.queue('commentOnIncident', 'inc_1', { comment: text });
    expect(await bed.flush()).toEqual(['uncertain']);
    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    const same = monitoring()
      .incidents.get('inc_1')
      ?.comments.filter((c) => c.comment === text);
    expect(same).toHaveLength(2);
  });

  it('a maintenance window of the same name made elsewhere is not taken for ours', async () => {
    await bed.pull('windows');
    const window = { ...ONE_HOUR_WINDOW, name: 'Nightly database upgrade' };
    await (await bed.connect()).monitoring.createWindow(window as never);
    loseRequest('POST', `${v1}/maintenance/windows/new`);
    await bed.queue('createWindow', undefined, window);
    expect(await bed.flush()).toEqual(['uncertain']);
    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    const named = [...monitoring().windows.values()].filter((w) => w.name === window.name);
    expect(named).toHaveLength(2);
  });
});

describe("the user's Retry", () => {
  it('retrying an uncertain comment does not post it twice', async () => {
    await bed.pull('incidents');
    const text = 'Retried once, posted once';
    loseAnswerAfterApplying('POST', `${v1}/incidents/comment/inc_1`);
    await bed.queue('commentOnIncident', 'inc_1', { comment: text });
    expect(await bed.flush()).toEqual(['uncertain']);
    await retryOutboxItem(bed.worker, (await onlyRow(bed.database)).seq);
    await bed.makeDue();
    await bed.flush();
    const ours = monitoring()
      .incidents.get('inc_1')
      ?.comments.filter((c) => c.comment === text);
    expect(ours).toHaveLength(1);
    expect(await bed.rows()).toEqual([]);
  });
});
