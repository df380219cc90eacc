import { message, numberText, perLocale } from '../../platform/i18n';

/**
 * What a ticket image may cost before anything decodes it. A PNG says its size in its first
 * chunk (PNG spec: the signature, then IHDR with width and height), so both limits are checked
 * from 24 bytes, and a decompression bomb — a few KB on the wire, gigabytes of pixels — is
 * refused unopened.
 */

/**
 * The largest QR code (version 40: 177 modules + a 4-module quiet zone on each side = 185)
 * drawn at 11 pixels per module fits in 2048 px, more than any door scanner needs; decoded to
 * RGBA that is 16 MB, which a service worker can afford. The museum's own image is 360 px.
 */
export const MAX_QR_SIDE_PX = 2048;

/**
 * Even an uncompressed 2048 × 2048 1-bit QR image is 0.5 MB; a real one is a few KB. Anything
 * over 2 MB is not a ticket, whatever it decodes to.
 */
export const MAX_QR_BYTES = 2 * 1024 * 1024;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];
const HEADER_BYTES = 24;

export type PngRefusal =
  | { kind: 'not-png' }
  | { kind: 'too-many-bytes'; bytes: number }
  | { kind: 'too-many-pixels'; width: number; height: number };

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  expected.every((byte, index) => bytes[at + index] === byte);

/** Why this image must not be decoded, or null when its size is that of a ticket. */
export async function refusePng(png: Blob): Promise<PngRefusal | null> {
  if (png.size > MAX_QR_BYTES) return { kind: 'too-many-bytes', bytes: png.size };
  const head = new Uint8Array(await png.slice(0, HEADER_BYTES).arrayBuffer());
  if (head.length < HEADER_BYTES || !startsWith(head, SIGNATURE) || !startsWith(head, IHDR, 12)) {
    return { kind: 'not-png' };
  }
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width > MAX_QR_SIDE_PX || height > MAX_QR_SIDE_PX) {
    return { kind: 'too-many-pixels', width, height };
  }
  return null;
}

const megabytes = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/**
 * The refusal in the user's words: what the museum sent, not how we found out. Stored with the
 * image and shown at the door, so written in the browser's language when it happens.
 */
export function pngRefusalText(refusal: PngRefusal): string {
  switch (refusal.kind) {
    case 'not-png':
      return message('qrNotPng');
    case 'too-many-bytes':
      return message('qrTooManyBytes', megabytes().format(refusal.bytes / (1024 * 1024)));
    case 'too-many-pixels':
      return message('qrTooManyPixels', [numberText(refusal.width), numberText(refusal.height)]);
  }
}
