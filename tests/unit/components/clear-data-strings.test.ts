import { afterEach, describe, expect, it } from 'vitest';
import { clearDataStrings as text } from '../../../components/options/clear-data-strings';
import { setBrowserLanguage } from '../support/fake-i18n';

describe('the clear-data question counts what is at stake, in the right plural', () => {
  afterEach(() => setBrowserLanguage('en-US'));

  it('in English', () => {
    expect(text.unsent(1, 0)).toBe('1 change not sent yet will be lost.');
    expect(text.unsent(2, 1)).toBe(
      '2 changes not sent yet will be lost, including 1 ticket purchase the museum has not confirmed.',
    );
    expect(text.ticketsKept(3)).toBe('Your 3 bought tickets are kept.');
    expect(text.confirmWithTickets(1)).toBe('Yes, clear and delete 1 ticket');
  });

  it('in German, the relative clause agreeing with the count', () => {
    setBrowserLanguage('de-DE');
    expect(text.unsent(3, 2)).toBe(
      '3 noch nicht gesendete Änderungen gehen verloren, darunter 2 Ticketkäufe, die das Museum noch nicht bestätigt hat.',
    );
    expect(text.unsent(2, 1)).toContain('1 Ticketkauf, den das Museum');
    expect(text.ticketsLost(1)).toMatch(/^1 gekauftes Ticket und sein QR-Code werden endgültig/);
    expect(text.clearedTicketsDeleted(2)).toBe('2 gekaufte Tickets wurden ebenfalls gelöscht.');
  });
});
