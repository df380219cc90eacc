import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheTicketQr } from '../../../../lib/background/tickets/cache-qr';
import { maintainTicketImages } from '../../../../lib/background/tickets/maintain';
import { ApiError } from '../../../../lib/model/errors/errors';
import { ticketQrText } from '../../../../lib/model/museum/ticket-qr-text';
import type { TicketImageRow } from '../../../../lib/model/rows';
import { GatehouseDatabase } from '../../../../lib/storage/database';
import { openWorkerDatabase, type WorkerDatabase } from '../../../../lib/storage/worker-database';
import { decodeQrPng } from '../../../integration/support/decode-qr';
import { hostileImageBody } from '../../../server/core/hostile-images';
import { fillStorage, freeStorage } from '../../support/storage-full';
import {
  addTickets,
  apisAnswering,
  boughtTicket,
  fakePng,
  notPng,
  qrOf,
  stubDecoder,
} from '../../support/tickets';

let database: GatehouseDatabase;
let worker: WorkerDatabase;
const ID = '5b7c9d4e-0000-4000-8000-000000000001';
const OTHER = '5b7c9d4e-0000-4000-8000-000000000002';
const options = { decode: stubDecoder, now: () => 1_000 };

beforeEach(async () => {
  database = new GatehouseDatabase(`test-${crypto.randomUUID()}`);
  worker = await openWorkerDatabase(database.name);
});
afterEach(() => database.delete());

describe('cacheTicketQr', () => {
  it('stores an image only once it scans back to this ticket', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    const { apis, getTicketQr } = apisAnswering(qrOf(ticket));
    expect(await cacheTicketQr(worker, apis, ID, options)).toBe('cached');
    const image = await database.ticketImages.get(ID);
    expect(image).toMatchObject({ cachedAt: 1_000, checkedAt: 1_000 });
    expect(image?.lastError).toBeUndefined();
    expect(image?.decodedText).toBe(`MUSEUM-TICKET:${ID}:${ticket.confirmationCode}`);
    expect(image?.png).toBeInstanceOf(Blob);
    expect(getTicketQr).toHaveBeenCalledTimes(1);
  });

  it('verifies a real PNG from the QR library the local server uses', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    const text = ticketQrText({ ticketId: ID, confirmationCode: ticket.confirmationCode ?? '' });
    const png = new Blob([new Uint8Array(await QRCode.toBuffer(text, { type: 'png', margin: 4 }))]);
    const { apis } = apisAnswering(png);
    const decode = async (blob: Blob) => decodeQrPng(new Uint8Array(await blob.arrayBuffer()));
    expect(await cacheTicketQr(worker, apis, ID, { decode })).toBe('cached');
    expect((await database.ticketImages.get(ID))?.decodedText).toBe(text);
  });

  it('fetches a damaged image once more, and is content when the second one is good', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    const { apis, getTicketQr } = apisAnswering(fakePng('damaged'), qrOf(ticket));
    expect(await cacheTicketQr(worker, apis, ID, options)).toBe('cached');
    expect(getTicketQr).toHaveBeenCalledTimes(2);
  });

  it('records a failure that persists, for the door view to warn about', async () => {
    await addTickets(database, boughtTicket(ID, '2031-03-04'));
    const { apis, getTicketQr } = apisAnswering(notPng());
    expect(await cacheTicketQr(worker, apis, ID, options)).toBe('failed');
    expect(getTicketQr).toHaveBeenCalledTimes(2);
    expect(await database.ticketImages.get(ID)).toMatchObject({
      png: null,
      decodedText: null,
      checkedAt: 1_000,
      lastError: expect.stringContaining('not a PNG'),
    });
  });

  it('keeps any QR that reads, whatever it encodes: a URL, a bare code, this ticket', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    const ours = ticketQrText({ ticketId: ID, confirmationCode: ticket.confirmationCode ?? '' });
    for (const text of ['https://tickets.museum.example/t/abc?code=42', 'C0DE-42', ours]) {
      const { apis } = apisAnswering(fakePng(text));
      expect(await cacheTicketQr(worker, apis, ID, options)).toBe('cached');
      expect(await database.ticketImages.get(ID)).toMatchObject({ decodedText: text });
    }
  });

  it('shows a QR naming another ticket with a note, never in place of a verified image', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    const other = fakePng(ticketQrText({ ticketId: 'other-ticket', confirmationCode: 'x-1' }));
    expect(await cacheTicketQr(worker, apisAnswering(other).apis, ID, options)).toBe('failed');
    const shown = await database.ticketImages.get(ID);
    expect(shown).toMatchObject({
      decodedText: null,
      lastError: expect.stringMatching(/another ticket/),
    });
    expect(shown?.png).toBeInstanceOf(Blob);

    await cacheTicketQr(worker, apisAnswering(qrOf(ticket)).apis, ID, options);
    const later = { ...options, now: () => 9_000 };
    expect(await cacheTicketQr(worker, apisAnswering(other).apis, ID, later)).toBe('failed');
    expect(await database.ticketImages.get(ID)).toMatchObject({
      decodedText: ticketQrText({ ticketId: ID, confirmationCode: ticket.confirmationCode ?? '' }),
      lastError: expect.stringMatching(/another ticket/),
    });
  });

  it('keeps an unreadable-but-whole image to show, marked unverified', async () => {
    await addTickets(database, boughtTicket(ID, '2031-03-04'));
    const { apis } = apisAnswering(fakePng(null));
    expect(await cacheTicketQr(worker, apis, ID, options)).toBe('failed');
    const image = await database.ticketImages.get(ID);
    expect(image).toMatchObject({ decodedText: null, cachedAt: 1_000 });
    expect(image?.png).toBeInstanceOf(Blob);
  });

  it('keeps the older good image when fetching again fails', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    await cacheTicketQr(worker, apisAnswering(qrOf(ticket)).apis, ID, options);
    const offline = new ApiError('offline', 'Load ticket QR code: no connection.', {
      operation: 'Load ticket QR code',
    });
    const { apis, getTicketQr } = apisAnswering(offline);
    const later = { ...options, now: () => 5_000 };
    expect(await cacheTicketQr(worker, apis, ID, later)).toBe('failed');
    expect(getTicketQr).toHaveBeenCalledTimes(1); // offline: fetching again at once is pointless
    const image = await database.ticketImages.get(ID);
    expect(image).toMatchObject({
      cachedAt: 1_000,
      checkedAt: 5_000,
      lastError: expect.any(String),
    });
    expect(image?.decodedText).toContain(ID);
  });

  it('refuses a decompression bomb from its header: never decoded, never fetched twice', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    await cacheTicketQr(worker, apisAnswering(qrOf(ticket)).apis, ID, options);
    const bomb = new Blob([hostileImageBody('bomb', new Uint8Array())], { type: 'image/png' });
    const { apis, getTicketQr } = apisAnswering(bomb);
    const decode = vi.fn(stubDecoder);
    expect(await cacheTicketQr(worker, apis, ID, { decode, now: () => 5_000 })).toBe('failed');
    expect(decode).not.toHaveBeenCalled();
    expect(getTicketQr).toHaveBeenCalledTimes(1);
    const image = await database.ticketImages.get(ID);
    expect(image).toMatchObject({
      cachedAt: 1_000, // the good image stays
      decodedText: expect.stringContaining(ID),
      lastError: 'The museum sent an image too large to be a ticket (20,000 × 20,000 pixels).',
      refusals: 1,
    });
    expect(image?.nextTryAt).toBeGreaterThan(5_000);
  });

  it('refuses a 10 MB image by its size, before decoding it', async () => {
    const ticket = boughtTicket(ID, '2031-03-04');
    await addTickets(database, ticket);
    const real = new Uint8Array(await qrOf(ticket).arrayBuffer());
    const huge = new Blob([hostileImageBody('huge', real)], { type: 'image/png' });
    const decode = vi.fn(stubDecoder);
    const { apis } = apisAnswering(huge);
    expect(await cacheTicketQr(worker, apis, ID, { decode })).toBe('failed');
    expect(decode).not.toHaveBeenCalled();
    expect((await database.ticketImages.get(ID))?.lastError).toMatch(/too large.*10\.0 MB/);
  });

  it('leaves purchases that are not bought yet alone', async () => {
    await database.tickets.put({ ...boughtTicket(ID, '2031-03-04'), state: 'pending' });
    const { apis, getTicketQr } = apisAnswering(fakePng(null));
    expect(await cacheTicketQr(worker, apis, ID, options)).toBe('skipped');
    expect(getTicketQr).not.toHaveBeenCalled();
  });

  describe('on a full disk', () => {
    const noRoomForImages = () =>
      fillStorage(['ticketImages'], (row) => !(row as TicketImageRow).png);
    const NOT_SAVED = /^QR code not saved: this device’s storage is full\./;

    it('keeps the image saved before, never the ticket or an image deleted to make room', async () => {
      const ticket = boughtTicket(ID, '2031-03-04');
      const other = boughtTicket(OTHER, '2031-03-05');
      await addTickets(database, ticket, other);
      await cacheTicketQr(worker, apisAnswering(qrOf(ticket)).apis, ID, options);
      await cacheTicketQr(worker, apisAnswering(qrOf(other)).apis, OTHER, options);
      const saved = await database.ticketImages.toArray();
      noRoomForImages();
      const later = { ...options, now: () => 5_000 };
      expect(await cacheTicketQr(worker, apisAnswering(qrOf(ticket)).apis, ID, later)).toBe(
        'failed',
      );
      expect(await database.tickets.count()).toBe(2);
      const images = await database.ticketImages.toArray();
      expect(images.map((image) => [image.ticketId, image.png, image.decodedText])).toEqual(
        saved.map((image) => [image.ticketId, image.png, image.decodedText]),
      );
    });

    it('notes why for the door, and is fetched again at the next sync once there is room', async () => {
      const ticket = boughtTicket(ID, '2031-03-04');
      await addTickets(database, ticket);
      noRoomForImages();
      expect(await cacheTicketQr(worker, apisAnswering(qrOf(ticket)).apis, ID, options)).toBe(
        'failed',
      );
      const image = await database.ticketImages.get(ID);
      expect(image).toMatchObject({
        png: null,
        storageFull: true,
        lastError: expect.stringMatching(NOT_SAVED),
      });
      expect(image?.nextTryAt).toBeUndefined(); // not a refusal: no wait before the next round
      freeStorage();
      const { apis } = apisAnswering(qrOf(ticket));
      const maintained = await maintainTicketImages(worker, apis, {
        ...options,
        now: () => Date.parse('2031-03-01'),
      });
      expect(maintained.retried).toBe(1);
      expect(await database.ticketImages.get(ID)).toMatchObject({
        decodedText: expect.stringContaining(ID),
      });
      expect((await database.ticketImages.get(ID))?.storageFull).toBeUndefined();
    });

    it('says nothing false when even the note does not fit: the image is simply not saved yet', async () => {
      const ticket = boughtTicket(ID, '2031-03-04');
      await addTickets(database, ticket);
      fillStorage(['ticketImages']);
      expect(await cacheTicketQr(worker, apisAnswering(qrOf(ticket)).apis, ID, options)).toBe(
        'failed',
      );
      expect(await database.ticketImages.get(ID)).toBeUndefined();
    });
  });
});
