import { describe, expect, it } from 'vitest';
import { isTempId } from '../../../lib/model/outbox-row';
import { requestsTo, unreachableApis, useOutboxBed, writeLines } from '../support/outbox-harness';

// Rows for the same record are sent in the order made. An offline create gets a
// temporary id; when the server assigns the real one, the local record and every later queued
// row that refers to it are rewritten.
const bed = useOutboxBed();
const monitoring = () => bed.server.context.state.monitoring;
const v1 = '/endpoints/v1';

function failOnce(method: string, path: string, status: number) {
  bed.server.context.faults.add({ method, path, kind: 'status', status, times: 1 });
}

describe('order per record', () => {
  it('rows of one record go in the order made, even across a failed attempt', async () => {
    await bed.pull('monitors');
    const update = `${v1}/monitors/update/mon_1`;
    failOnce('PUT', update, 500);
    await bed.queue('updateMonitor', 'mon_1', { name: 'One' });
    await bed.queue('pauseMonitor', 'mon_1', { paused: true });
    await bed.queue('updateMonitor', 'mon_1', { interval: 600 });
    await bed.queue('pauseMonitor', 'mon_2', { paused: true });

    // mon_2 is another record: it need not wait for mon_1's retry.
    expect(await bed.flush()).toEqual(['retry', 'sent']);
    expect(writeLines(bed.server).sort()).toEqual([
      `PATCH ${v1}/monitors/pause/mon_2`,
      `PUT ${update}`,
    ]);

    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent', 'sent', 'sent']);
    expect(writeLines(bed.server).slice(2)).toEqual([
      `PUT ${update}`,
      `PATCH ${v1}/monitors/pause/mon_1`,
      `PUT ${update}`,
    ]);
    const edited = { name: 'One', pause: 'paused', interval: 600 };
    expect(monitoring().monitors.get('mon_1')).toMatchObject(edited);
  });
});

describe('temporary ids', () => {
  it('an update of a record created offline goes to the id the server assigned', async () => {
    const { recordId } = await bed.queue('createCategory', undefined, { name: 'Offline made' });
    await bed.queue('updateCategory', recordId, { description: 'Edited offline' });
    const offline = await unreachableApis(bed);
    expect(await bed.flush(async () => offline)).toEqual(['retry']); // the update waits
    await bed.makeDue();

    expect(await bed.flush()).toEqual(['sent', 'sent']);
    const made = [...monitoring().categories.values()].filter((c) => c.name === 'Offline made');
    expect(made).toHaveLength(1);
    const realId = made[0]?.id as string;
    expect(writeLines(bed.server)).toEqual([
      `POST ${v1}/categories/new`,
      `PUT ${v1}/categories/update/${realId}`,
    ]);
    expect(made[0]?.description).toBe('Edited offline');
    expect(await bed.database.categories.get(recordId)).toBeUndefined();
    const local = await bed.database.categories.get(realId);
    expect(local).toMatchObject({ description: 'Edited offline' });
  });

  it("the server's answer to a create does not hide the record's edit still queued", async () => {
    const { recordId } = await bed.queue('createCategory', undefined, { name: 'Shown' });
    await bed.queue('updateCategory', recordId, { description: 'Queued' });
    failOnce('PUT', `${v1}/categories/update/*`, 500);

    expect(await bed.flush()).toEqual(['sent', 'retry']);
    const realId = [...monitoring().categories.values()].find((c) => c.name === 'Shown')?.id;
    const local = await bed.database.categories.get(realId as string);
    expect(local).toMatchObject({ name: 'Shown', description: 'Queued' });
  });

  it('a page naming a monitor still being created waits for it, then names its real id', async () => {
    await bed.pull('pages');
    const create = `${v1}/monitors/new`;
    failOnce('POST', create, 503);
    const monitor = { name: 'New API', type: 'http', uri: 'https://new.example.com' };
    const { recordId } = await bed.queue('createMonitor', undefined, monitor);
    await bed.queue('updatePage', 'page_1', { monitors: ['mon_1', recordId] });

    // A 503 may come after the server made it: the create is looked for before it goes again.
    expect(await bed.flush()).toEqual(['uncertain']);
    expect(writeLines(bed.server)).toEqual([`POST ${create}`]); // the page did not go ahead
    await bed.makeDue();
    expect(await bed.flush()).toEqual(['sent', 'sent']);

    const realId = [...monitoring().monitors.values()].find((m) => m.name === 'New API')?.id;
    expect(realId).toBeDefined();
    const pageWrites = requestsTo(bed.server, 'PUT', `${v1}/status/pages/update/page_1`);
    expect(pageWrites.map((r) => r.body)).toEqual([{ monitors: ['mon_1', realId] }]);
    expect(monitoring().pages.get('page_1')?.monitors).toEqual(['mon_1', realId]);
    const keys = (await bed.database.monitors.toCollection().primaryKeys()) as string[];
    expect(keys.filter(isTempId)).toEqual([]);
  });
});
