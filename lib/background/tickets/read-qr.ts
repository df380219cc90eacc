import { browser } from 'wxt/browser';
import type { QrDecoder } from './decode-qr';
import { pngToBase64 } from './png-base64';
import { askQrReader } from './qr-reader-messages';

/** The page Chrome opens offscreen to read ticket images (entrypoints/qr-reader/). */
const READER_URL = '/qr-reader.html';

/** Decodes waiting or running; the offscreen page closes when this drops to zero. */
let inFlight = 0;
/** One offscreen page per extension (Chrome's rule), so reads go one after another. */
let queue: Promise<unknown> = Promise.resolve();

async function readOffscreen(png: Blob): Promise<string | null> {
  const offscreen = browser.offscreen;
  try {
    if (!(await offscreen.hasDocument()))
      await offscreen.createDocument({
        url: READER_URL,
        // The page turns the fetched bytes back into a Blob and decodes it as an image.
        reasons: ['BLOBS'],
        justification: 'Read the QR code in a museum ticket image to check it scans.',
      });
    return await askQrReader('readTicketQr', { png: await pngToBase64(png) });
  } finally {
    inFlight--;
    if (inFlight === 0) await offscreen.closeDocument().catch(() => undefined);
  }
}

/**
 * The background's QR reader, with jsQR kept off the service worker's first path. Chrome's
 * service worker may not `import()` (the HTML spec forbids it in a ServiceWorkerGlobalScope), so
 * there the image goes to an offscreen document (chrome.offscreen) that holds jsQR. Firefox has
 * no offscreen documents; its background is an event page, which may `import()` the reader.
 */
export const readTicketQr: QrDecoder = async (png) => {
  // Decided at build time: Chrome's worker is bundled into one file (entrypoints/background.ts),
  // where an `import()` would be inlined, jsQR and all.
  if (import.meta.env.FIREFOX) {
    const { decodeQrImage } = await import('./decode-qr');
    return decodeQrImage(png);
  }
  inFlight++;
  const read = queue.then(() => readOffscreen(png));
  queue = read.catch(() => undefined);
  return read;
};
