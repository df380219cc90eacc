import jsQR from 'jsqr';

/**
 * Reads the QR code in a ticket image. Resolves to its text, or null when the picture holds no
 * readable QR code; rejects when the bytes are not a picture at all (a cut-off PNG).
 */
export type QrDecoder = (png: Blob) => Promise<string | null>;

/**
 * Draws the PNG on an OffscreenCanvas and gives its pixels to jsQR — the kept QR reader, the
 * same one the e2e test scans the door view with. jsQR is most of the background's weight, so
 * this runs off the service worker's first path (lib/background/tickets/read-qr.ts says where).
 */
export const decodeQrImage: QrDecoder = async (png) => {
  const bitmap = await createImageBitmap(png);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to read the ticket image with');
    // A transparent PNG would read as black on black: put it on white first, as a screen shows it.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, bitmap.width, bitmap.height);
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
  } finally {
    bitmap.close();
  }
};
