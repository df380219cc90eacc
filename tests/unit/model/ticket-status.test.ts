import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import {
  doorWarnings,
  purchaseState,
  qrVerified,
  upcomingFirst,
} from '../../../lib/model/ticket-status';
import { boughtTicket, fakePng } from '../support/tickets';

const TODAY = '2031-03-20';
const outbox = (state: OutboxRow['state']) => ({ state }) as OutboxRow;
const good = { ticketId: 't', png: fakePng('x'), cachedAt: 1, decodedText: 'x' };

describe('ticket status', () => {
  it('lists upcoming tickets soonest first, then past ones most recent first', () => {
    const dates = ['2031-03-01', '2031-03-25', '2031-03-20', '2031-03-19', '2031-04-02'];
    const tickets = dates.map((date, i) => boughtTicket(String(i), date));
    expect(upcomingFirst(tickets, TODAY).map((t) => t.ticketDate)).toEqual([
      '2031-03-20',
      '2031-03-25',
      '2031-04-02',
      '2031-03-19',
      '2031-03-01',
    ]);
  });

  it('tells bought, queued, sending, lost and refused purchases apart', () => {
    const pending = { ...boughtTicket('local-1', TODAY), state: 'pending' as const };
    expect(purchaseState(boughtTicket('1', TODAY), undefined)).toBe('bought');
    expect(purchaseState(pending, outbox('pending'))).toBe('queued');
    expect(purchaseState(pending, outbox('in-flight'))).toBe('sending');
    expect(purchaseState(pending, outbox('needs-confirmation'))).toBe('needs-confirmation');
    expect(purchaseState(pending, outbox('uncertain'))).toBe('needs-confirmation');
    expect(purchaseState({ ...pending, state: 'failed' }, outbox('failed'))).toBe('refused');
  });

  it('warns at the door about the day, the purchase and the QR image', () => {
    const ticket = boughtTicket('1', '2031-03-21');
    const kinds = (...args: Parameters<typeof doorWarnings>) =>
      doorWarnings(...args).map((w) => w.kind);
    expect(kinds({ ...ticket, ticketDate: TODAY }, TODAY, 'bought', good)).toEqual([]);
    expect(kinds(ticket, TODAY, 'bought', good)).toEqual(['not-today']);
    expect(kinds({ ...ticket, ticketDate: '2031-03-01' }, TODAY, 'bought', good)).toEqual(['past']);
    expect(kinds(ticket, TODAY, 'queued', undefined)).toEqual(['not-today', 'not-bought']);
    expect(kinds(ticket, TODAY, 'bought', undefined)).toEqual(['not-today', 'qr-missing']);
    const failed = { ...good, png: null, decodedText: null, lastError: 'The image is damaged.' };
    expect(doorWarnings({ ...ticket, ticketDate: TODAY }, TODAY, 'bought', failed)).toEqual([
      { kind: 'qr-unverified', reason: 'The image is damaged.' },
    ]);
    expect(qrVerified(failed)).toBe(false);
    // The museum's image came and read, but this device had no room: not the image's fault.
    const notSaved = { ...failed, lastError: 'QR code not saved.', storageFull: true as const };
    expect(kinds({ ...ticket, ticketDate: TODAY }, TODAY, 'bought', notSaved)).toEqual([
      'qr-not-saved',
    ]);
    expect(qrVerified({ ...good, lastError: 'a later re-check failed' })).toBe(true);
  });

  it('says why a newer image was refused while the saved good one is shown', () => {
    const today = boughtTicket('t', TODAY);
    const offline = { ...good, lastError: 'Load ticket QR code: no connection.' };
    expect(doorWarnings(today, TODAY, 'bought', offline)).toEqual([]); // nothing was refused
    const reason = 'The museum sent an image too large to be a ticket (20,000 × 20,000 pixels).';
    const kept = { ...good, lastError: reason, refusals: 1, checkedAt: 9 };
    expect(doorWarnings(today, TODAY, 'bought', kept)).toEqual([
      { kind: 'qr-kept', reason, savedAt: 1 },
    ]);
  });
});
