import { describe, expect, it } from 'vitest';
import { eventPayload, eventValues } from '../../../entrypoints/options/resources/EventForm';
import { eventsSpec } from '../../../entrypoints/options/resources/events';
import type { LookupData } from '../../../entrypoints/options/section-shell/useLookups';
import type { RecordOf } from '../../../lib/model/resources';

const anEvent: RecordOf<'events'> = {
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

describe('options events edit form: the price field', () => {
  const editedPrice = (price: number) => eventValues({ ...anEvent, price }).price;

  it('starts with plain digits for any price the schema admits, never e-notation', () => {
    expect(editedPrice(1e21)).toBe(`1${'0'.repeat(21)}`);
    expect(editedPrice(-5e-324)).toBe(`-0.${'0'.repeat(323)}5`);
    expect(editedPrice(1e-7)).toBe('0.0000001');
    expect(editedPrice(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(editedPrice(24)).toBe('24');
  });

  it('reads back as the same price, so an untouched field sends no change', () => {
    for (const price of [
      1e21,
      -5e-324,
      1.7976931348623157e308,
      0.1 + 0.2,
      -3.5,
      24,
      123456789.25,
      0,
    ])
      expect(eventPayload(eventValues({ ...anEvent, price })).price).toBe(price);
  });
});
