import { describe, expect, it } from 'vitest';
import { retryOutboxItem } from '../../../lib/background/outbox/inspector';
import { onlyRow, unreachableApis, useOutboxBed, writeLines } from '../support/outbox-harness';

// A row is marked in flight (persisted) before it is sent. If the service worker dies mid-send,
// the next flush finds it still in flight: a create becomes uncertain and is looked for on the
// server before any resend; a safe write is simply resent.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const v1 = '/endpoints/v1';

/**
 * What a worker killed mid-send leaves behind: the row still marked in flight, no flush running,
 * and, for a write not safe to repeat, the server ids it could be taken for, read and saved
 * before the request left (none matched here).
 */
async function dieMidSend() {
  const row = await onlyRow(bed.database);
  await bed.database.outbox.update(row.seq, { state: 'in-flight', serverIdsBefore: [] });
}

/** The state a cut-off row is recovered to, seen through a flush that cannot reach the server. */
async function recoveredState() {
  const apis = await unreachableApis(bed);
  await bed.flush(async () => apis);
  return (await onlyRow(bed.database)).state;
}

describe('a worker killed while a write was in flight', () => {
  it('a create the server had applied is found there, not sent again', async () => {
    const category = { name: 'Half sent', description: 'Made just before the worker died' };
    const { recordId } = await bed.queue('createCategory', undefined, category);
    await dieMidSend();
    await (await bed.connect()).monitoring.createCategory(category); // the request that got out

    expect(await bed.flush()).toEqual(['sent']);
    const made = [...monitoring().categories.values()].filter((c) => c.name === category.name);
    expect(made).toHaveLength(1);
    expect(writeLines(bed.server)).toEqual([`POST ${v1}/categories/new`]); // only the lost one
    expect(await bed.database.categories.get(recordId)).toBeUndefined();
    expect(await bed.database.categories.get(made[0]?.id as string)).toMatchObject(category);
  });

  it('a create that never got out is recovered as uncertain, checked, then sent once', async () => {
    await bed.queue('createCategory', undefined, { name: 'Never sent' });
    await dieMidSend();
    expect(await recoveredState()).toBe('uncertain');

    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    const lines = bed.server.context.log.entries.map((e) => `${e.method} ${e.path}`);
    const read = lines.indexOf(`GET ${v1}/categories/list`);
    expect(read).toBeGreaterThanOrEqual(0);
    expect(read).toBeLessThan(lines.indexOf(`POST ${v1}/categories/new`));
    expect(writeLines(bed.server)).toEqual([`POST ${v1}/categories/new`]);
  });

  it('an idempotent edit is recovered as pending and simply sent', async () => {
    await bed.pull('categories');
    await bed.queue('updateCategory', 'cat_1', { description: 'Again' });
    await dieMidSend();
    expect(await recoveredState()).toBe('pending');

    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent']);
    expect(monitoring().categories.get('cat_1')?.description).toBe('Again');
  });

  it('a comment the server had applied is found there, not posted twice', async () => {
    const comment = 'Posted just before the worker died';
    await bed.pull('incidents');
    await bed.queue('commentOnIncident', 'inc_1', { comment });
    await dieMidSend();
    await (await bed.connect()).monitoring.commentOnIncident('inc_1', comment);

    expect(await bed.flush()).toEqual(['sent']);
    const comments = monitoring().incidents.get('inc_1')?.comments ?? [];
    expect(comments.filter((c) => c.comment === comment)).toHaveLength(1);
    const local = await bed.database.incidents.get('inc_1');
    expect(local?.comments?.filter((c) => c.comment === comment)).toHaveLength(1);
  });

  it('ending a window the server had ended is found done, not refused as already ended', async () => {
    await bed.pull('windows');
    await bed.queue('endWindow', 'win_2');
    await dieMidSend();
    await (await bed.connect()).monitoring.endWindow('win_2');

    expect(await bed.flush()).toEqual(['sent']);
    expect(await bed.rows()).toEqual([]);
    expect((await bed.database.windows.get('win_2'))?.status).toBe('ended');
  });

  it('a ticket purchase waits for the user, then is bought exactly once more', async () => {
    const purchase = { ticketType: 'general', ticketDate: '2031-03-04', email: 'cut@example.com' };
    const { recordId } = await bed.queue('buyTickets', undefined, purchase);
    await dieMidSend();

    expect(await bed.flush()).toEqual([]);
    expect(await onlyRow(bed.database)).toMatchObject({ state: 'needs-confirmation' });
    expect(await bed.flush()).toEqual([]);
    expect(writeLines(bed.server)).toEqual([]);
    expect(await bed.database.tickets.get(recordId)).toMatchObject({ state: 'pending' });

    await retryOutboxItem(bed.worker, (await onlyRow(bed.database)).seq);
    expect(await bed.flush()).toEqual(['sent']);
    expect(writeLines(bed.server)).toEqual(['POST /v1.1/tickets']);
    const tickets = [...bed.server.context.state.museum.tickets.values()];
    expect(await bed.database.tickets.get(tickets[0]?.ticketId as string)).toMatchObject({
      state: 'bought',
      confirmationCode: tickets[0]?.confirmationCode,
    });
  });
});
