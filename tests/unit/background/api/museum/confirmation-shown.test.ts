import { describe, expect, it } from 'vitest';
import { confirmationShown } from '../../../../../components/tickets/ticket-strings';
import { parseTicketQrText, ticketQrText } from '../../../../../lib/model/museum/ticket-qr-text';

const ticketId = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('a bought ticket whose confirmation code is empty (valid: the field has no pattern)', () => {
  it('shows "—" with the ticket id where the code would be', () => {
    expect(confirmationShown({ ticketId, confirmationCode: '' })).toBe(`— (ticket ${ticketId})`);
    expect(confirmationShown({ ticketId, confirmationCode: 'ticket-general-e5e5c6-dce78' })).toBe(
      'ticket-general-e5e5c6-dce78',
    );
  });

  it('treats a code of only spaces as empty: staff would have nothing to read out', () => {
    for (const confirmationCode of [' ', '\t', '\u00a0 '])
      expect(confirmationShown({ ticketId, confirmationCode })).toBe(`— (ticket ${ticketId})`);
  });

  it('still has a QR text that reads back as the ticket', () => {
    const identity = { ticketId, confirmationCode: '' };
    expect(parseTicketQrText(ticketQrText(identity))).toEqual(identity);
  });
});
