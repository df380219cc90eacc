import { afterEach, describe, expect, it } from 'vitest';
import { decodeQrPng } from '../../integration/support/decode-qr';
import { useMuseumServer } from './museum-test-server';

// The QR content is not published: the `qrText` knob lets the door meet other servers' choices.
const server = useMuseumServer();

const setQrText = (qrText: string) =>
  fetch(`${server.running.url}/__control/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ qrText }),
  });

async function buyTicket() {
  const response = await server.call('/tickets', {
    method: 'POST',
    body: { ticketType: 'general', ticketDate: '2031-03-04', email: 'a@b.org' },
  });
  return (await response.json()) as { ticketId: string; confirmationCode: string };
}

async function scan(ticketId: string) {
  const response = await server.call(`/tickets/${ticketId}/qr`);
  expect(response.headers.get('Content-Type')).toBe('image/png');
  return decodeQrPng(new Uint8Array(await response.arrayBuffer()));
}

afterEach(async () => {
  await setQrText('gatehouse');
});

describe('the qrText config', () => {
  it('is gatehouse by default and refuses a format it does not know', async () => {
    expect(server.running.context.config.qrText).toBe('gatehouse');
    expect((await setQrText('barcode')).status).toBe(400);
  });

  it('encodes ours, a URL or the bare code, never serving an image made under another', async () => {
    const { ticketId, confirmationCode } = await buyTicket();
    expect(await scan(ticketId)).toBe(`MUSEUM-TICKET:${ticketId}:${confirmationCode}`);
    expect((await (await setQrText('url')).json()).qrText).toBe('url');
    expect(await scan(ticketId)).toBe(
      `https://tickets.museum.example/t/${ticketId}?code=${confirmationCode}`,
    );
    await setQrText('bare');
    expect(await scan(ticketId)).toBe(confirmationCode);
    await setQrText('gatehouse');
    expect(await scan(ticketId)).toBe(`MUSEUM-TICKET:${ticketId}:${confirmationCode}`);
  });

  it('encodes the ticket id when the bare code would be empty', async () => {
    const { ticketId } = await buyTicket();
    const ticket = server.state.tickets.get(ticketId);
    if (!ticket) throw new Error('the purchase was not kept');
    ticket.confirmationCode = '';
    await setQrText('bare');
    expect(await scan(ticketId)).toBe(ticketId);
  });
});
