import { describe, expect, it } from 'vitest';
import type { LookupData } from '../../../entrypoints/options/resource/useLookups';
import { eventsSpec } from '../../../entrypoints/options/resources/events';
import type { EventRow } from '../../../lib/db/rows';

const anEvent: EventRow = {
  eventId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  name: 'Harpsichord Recital',
  location: 'Chapel Gallery',
  eventDescription: 'Bach',
  dates: ['2031-03-06'],
  price: 24,
};

/** The price column looks nothing up. */
const NO_LOOKUPS = {} as LookupData;

const shownPrice = (price: number) =>
  String(
    eventsSpec.columns
      .find((column) => column.label === 'Price')
      ?.value({ ...anEvent, price }, NO_LOOKUPS),
  );

describe('options events table: the price column', () => {
  it('shows any price the schema admits without e-notation', () => {
    for (const price of [1e21, 1e-7, -3.5, 0, 24]) {
      expect(shownPrice(price), String(price)).not.toMatch(/e/i);
    }
    expect(shownPrice(1e21).replace(/\D/g, '')).toBe(`1${'0'.repeat(21)}00`);
  });
});

describe('options event form: the price field', () => {
  const priceInForm = (price: number) =>
    String(eventsSpec.fromRow({ ...anEvent, price }).price ?? '');

  it('writes any price the schema admits out in full, and reads back the same number', () => {
    for (const price of [1e21, 1e-7, -3.5, 0, 24, 0.1 + 0.2, 123456789.25]) {
      const shown = priceInForm(price);
      expect(shown, String(price)).not.toMatch(/e/i);
      expect(Number(shown), String(price)).toBe(price);
    }
  });
});
