import { afterEach, describe, expect, it } from 'vitest';
import { errorForNoResponse, errorForStatus } from '../../../../lib/background/api/http/failure';
import { TicketPurchaseSchema } from '../../../../lib/model/museum/schemas';
import { checkMuseumInput } from '../../../../lib/model/museum/validate';
import { setBrowserLanguage } from '../../support/fake-i18n';

afterEach(() => setBrowserLanguage('en-US'));

describe('failure texts in a German browser', () => {
  it('say each HTTP failure in German, naming the operation in German and the status', () => {
    setBrowserLanguage('de-DE');
    const said = '{"error":"Quota exceeded for monitors"}';
    const texts = [400, 401, 404, 409, 429, 500, 502, 418].map(
      (status) => errorForStatus('List monitors', status, said, '30').message,
    );
    for (const text of texts) {
      expect(text).toMatch(/^Monitore laden: /);
      expect(text).not.toMatch(/\b(the|was|will|retry|server failed)\b/);
    }
    expect(texts[4]).toBe(
      'Monitore laden: Zu viele Anfragen (HTTP 429); Gatehouse versucht es in 30 s erneut.',
    );
    // The server's own words are quoted as it wrote them, inside German.
    expect(texts[5]).toBe(
      'Monitore laden: Fehler auf dem Server (HTTP 500); Gatehouse versucht es erneut. Der Server meldete: „Quota exceeded for monitors“.',
    );
  });

  it('say a missing connection and a timeout in German', () => {
    setBrowserLanguage('de-DE');
    const timeout = new DOMException('late', 'TimeoutError');
    expect(errorForNoResponse('Buy tickets', timeout, false).message).toMatch(
      /^Tickets kaufen: Zeitüberschreitung/,
    );
    expect(errorForNoResponse('Load museum hours', new TypeError('x'), false).message).toMatch(
      /^Öffnungszeiten laden: Der Server ist nicht erreichbar\./,
    );
  });

  it('keep the English words English', () => {
    expect(errorForStatus('List monitors', 503, '', null).message).toBe(
      'List monitors: the server failed (HTTP 503); Gatehouse will retry.',
    );
  });
});

describe('buy-form checks in a German browser', () => {
  it('name a wrong email, an impossible date and a field left out in German', () => {
    setBrowserLanguage('de-DE');
    const wrong = checkMuseumInput(TicketPurchaseSchema, {
      ticketType: 'general',
      ticketDate: '2030-02-30',
      email: 'nobody',
    });
    expect(wrong.fieldErrors).toEqual([
      { field: 'ticketDate', message: 'Geben Sie ein echtes Datum im Format JJJJ-MM-TT an' },
      { field: 'email', message: 'Geben Sie eine gültige E-Mail-Adresse ein' },
    ]);
    expect(
      checkMuseumInput(TicketPurchaseSchema, { ticketDate: '2030-02-01' }).fieldErrors,
    ).toEqual([
      {
        field: 'ticketType',
        message: 'Dieses Feld ist erforderlich',
      },
    ]);
  });
});
