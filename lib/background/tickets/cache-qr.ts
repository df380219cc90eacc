import { backoffDelayMs } from '../../model/backoff';
import { errorPolicy } from '../../model/errors/error-policy';
import { isApiError, isStorageFull } from '../../model/errors/errors';
import { namesAnotherTicket } from '../../model/museum/ticket-qr-text';
import type { TicketImageRow, TicketRow } from '../../model/rows';
import { message } from '../../platform/i18n';
import type { WorkerDatabase } from '../../storage/worker-database';
import { writeTables } from '../../storage/worker-writes';
import type { Apis } from '../api/connect';
import { runExclusive } from '../runtime/lock';
import type { QrDecoder } from './decode-qr';
import { readTicketQr } from './read-qr';
import { MAX_QR_BYTES, pngRefusalText, refusePng } from './ticket-png';

export type QrCacheResult = 'cached' | 'failed' | 'skipped';

export interface CacheQrOptions {
  /** Node tests inject one; the background's is lib/background/tickets/read-qr.ts. */
  decode?: QrDecoder;
  now?: () => number;
}

/** A door scanner must read what we show, so an image is only "verified" once we read it back. */
type Attempt =
  | { ok: true; png: Blob; text: string }
  | { ok: false; error: string; fetchAgain: boolean; unverified?: Blob; refused?: boolean };

/**
 * What went wrong; `refused` when the server answered with something that is not the ticket,
 * `storageFull` when it was and this device had no room for it.
 */
type Failure = { error: string; unverified?: Blob; refused?: boolean; storageFull?: boolean };

const FETCH_TIMEOUT_MS = 30_000;
/** One fetch, and one more if the image was bad: a glitch, not a broken server. */
const FETCHES_PER_TRY = 2;

async function fetchAndVerify(apis: Apis, ticket: TicketRow, decode: QrDecoder): Promise<Attempt> {
  let png: Blob;
  try {
    png = await apis.museum.getTicketQr(ticket.ticketId, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      maxBytes: MAX_QR_BYTES,
    });
  } catch (error) {
    // The one error policy says which failures are fetched again at once, and which refused.
    const image = isApiError(error) ? errorPolicy[error.kind].qrImage : 'next-round';
    const fetchAgain = image === 'fetch-again';
    const refused = image !== 'next-round';
    const message = isApiError(error) ? error.message : String(error);
    return { ok: false, error: message, fetchAgain, refused };
  }
  // Checked from its first bytes, before anything decodes it: a bomb must never be opened, and
  // fetching it again at once would cost as much again.
  const refusal = await refusePng(png);
  if (refusal) {
    const fetchAgain = false;
    return { ok: false, error: pngRefusalText(refusal), fetchAgain, refused: true };
  }
  let text: string | null;
  try {
    text = await decode(png);
  } catch {
    return {
      ok: false,
      error: message('qrDamaged'),
      fetchAgain: true,
      refused: true,
    };
  }
  if (text === null) {
    // Perhaps a scanner reads what jsQR could not: kept to show, but marked unverified.
    const error = message('qrUnreadable');
    return { ok: false, error, fetchAgain: true, unverified: png, refused: true };
  }
  // What a ticket's QR encodes is the museum's business (docs/MUSEUM.md): any code that reads
  // is the ticket's, unless it says it is another one. That one is kept to show, with its note,
  // but never replaces a verified image, and is fetched again later.
  if (namesAnotherTicket(text, ticket)) {
    const error = message('qrNamesAnotherTicket');
    return { ok: false, error, fetchAgain: true, unverified: png, refused: true };
  }
  return { ok: true, png, text };
}

/** Sync rounds leave a refused image alone this long: 5 minutes, doubling to half an hour. */
const REFUSAL_BACKOFF_BASE_MS = 5 * 60_000;

/**
 * Keeps an older good image (or the newest unverified one) and records what went wrong. After
 * a refusal, automatic rounds wait (`nextTryAt`) instead of fetching the same bad answer again.
 */
async function recordFailure(
  database: WorkerDatabase,
  ticketId: string,
  failure: Failure,
  at: number,
) {
  await writeTables(database, ['ticketImages'], async (transaction) => {
    const images = transaction.objectStore('ticketImages');
    const previous = await images.get(ticketId);
    const keepPrevious = previous?.png && (previous.decodedText !== null || !failure.unverified);
    const image: Pick<TicketImageRow, 'png' | 'cachedAt' | 'decodedText'> = keepPrevious
      ? previous
      : {
          png: failure.unverified ?? null,
          cachedAt: failure.unverified ? at : null,
          decodedText: null,
        };
    const refusals = failure.refused ? (previous?.refusals ?? 0) + 1 : 0;
    await images.put({
      ticketId,
      png: image.png,
      cachedAt: image.cachedAt,
      decodedText: image.decodedText,
      lastError: failure.error,
      checkedAt: at,
      ...(failure.storageFull && { storageFull: true }),
      ...(refusals > 0 && {
        refusals,
        nextTryAt: at + backoffDelayMs(refusals, { baseMs: REFUSAL_BACKOFF_BASE_MS }),
      }),
    });
  });
}

/**
 * Stores a verified image. A disk with no room for it keeps whatever was saved before (never a
 * ticket or another image deleted to make room: docs/ERRORS.md, "A full disk") and notes why for
 * the door; the image is not verified, so the next sync round fetches it again.
 */
async function storeImage(
  database: WorkerDatabase,
  ticketId: string,
  attempt: Attempt & { ok: true },
  at: number,
): Promise<QrCacheResult> {
  try {
    await writeTables(database, ['ticketImages'], (transaction) =>
      transaction.objectStore('ticketImages').put({
        ticketId,
        png: attempt.png,
        cachedAt: at,
        decodedText: attempt.text,
        checkedAt: at,
      }),
    );
    return 'cached';
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    // The note is small and may still fit; if not, the door says the image is not saved yet.
    const note = { error: message('doorQrNotSaved'), storageFull: true };
    await recordFailure(database, ticketId, note, at).catch(() => undefined);
    return 'failed';
  }
}

async function cacheOnce(
  database: WorkerDatabase,
  apis: Apis,
  ticketId: string,
  { decode = readTicketQr, now = Date.now }: CacheQrOptions,
): Promise<QrCacheResult> {
  const ticket = await database.get('tickets', ticketId);
  if (ticket?.state !== 'bought' || ticket.confirmationCode === undefined) return 'skipped';
  let failure: Failure = { error: '' };
  for (let fetches = 0; fetches < FETCHES_PER_TRY; fetches++) {
    const attempt = await fetchAndVerify(apis, ticket, decode);
    if (attempt.ok) return storeImage(database, ticketId, attempt, now());
    const unverified = attempt.unverified ?? failure.unverified;
    failure = { error: attempt.error, unverified, refused: attempt.refused };
    if (!attempt.fetchAgain) break;
  }
  await recordFailure(database, ticketId, failure, now());
  return 'failed';
}

/**
 * Fetches a bought ticket's QR image, proves it holds a QR code that reads, and stores it for the
 * door view. One run per ticket at a time: a purchase and a sync
 * may both ask for the same image.
 */
export async function cacheTicketQr(
  database: WorkerDatabase,
  apis: Apis,
  ticketId: string,
  options: CacheQrOptions = {},
): Promise<QrCacheResult> {
  const run = await runExclusive(`ticket-qr:${ticketId}`, () =>
    cacheOnce(database, apis, ticketId, options),
  );
  return run.ran ? run.value : 'skipped';
}
