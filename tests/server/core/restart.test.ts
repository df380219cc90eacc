import { describe, expect, it } from 'vitest';
import { defaultConfig } from './context';
import { PATH, useFaultProbe } from './fault-probe';

// A restarted server forgets its memory; the test still reads the log and keeps its faults.
const probe = useFaultProbe();
const { control, addFault } = probe;

const museumAuth = { headers: { Authorization: `Basic ${btoa('demo:demo')}` } };

describe('POST /__control/restart', () => {
  it('reseeds the state as reset does, keeping the request log and the faults', async () => {
    const museum = probe.running.museumBaseUrl;
    const bought = await fetch(`${museum}/tickets`, {
      method: 'POST',
      headers: { ...museumAuth.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ticketType: 'general', ticketDate: '2031-03-04', email: 'a@b.org' }),
    });
    const { ticketId } = (await bought.json()) as { ticketId: string };
    probe.running.context.state.monitoring.categories.clear();
    await addFault({ kind: 'status', status: 503 });
    expect((await fetch(`${probe.running.url}${PATH}`)).status).toBe(503);

    expect((await control('/restart', { method: 'POST' })).status).toBe(200);
    const qr = `/v1.1/tickets/${ticketId}/qr`;
    expect((await fetch(`${probe.running.url}${qr}`, museumAuth)).status).toBe(404);
    expect(probe.running.context.state.monitoring.categories.size).toBeGreaterThan(0);
    expect((await fetch(`${probe.running.url}${PATH}`)).status).toBe(503);
    const log = (await (await control('/requests')).json()) as { path: string }[];
    expect(log.map((entry) => entry.path)).toEqual(['/v1.1/tickets', PATH, qr, PATH]);
  });

  it('keeps the demo ids, so a client that knew them still finds them', async () => {
    const { context } = probe.running;
    const before = [...context.state.museum.events.keys()];
    await control('/restart', { method: 'POST' });
    expect([...context.state.museum.events.keys()]).toEqual(before);
  });
});

describe('config across reset and restart', () => {
  it('keeps every knob as set: neither restores the defaults', async () => {
    const knobs = { qrText: 'url', tokenStyle: 'opaque', tokenIssuedExpired: true };
    const patched = await control('/config', { method: 'PATCH', body: JSON.stringify(knobs) });
    expect(await patched.json()).toMatchObject(knobs);
    await control('/reset', { method: 'POST' });
    await control('/restart', { method: 'POST' });
    expect(probe.running.context.config).toMatchObject(knobs);
    const { qrText, tokenStyle, tokenIssuedExpired } = defaultConfig;
    const back = { qrText, tokenStyle, tokenIssuedExpired };
    await control('/config', { method: 'PATCH', body: JSON.stringify(back) });
    expect(probe.running.context.config).toMatchObject({
      qrText: 'gatehouse',
      tokenStyle: 'jwt',
      tokenIssuedExpired: false,
    });
  });
});
