import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG, or null: what a door scanner would read off the ticket. */
export function decodeQrPng(bytes: Uint8Array): string | null {
  const png = PNG.sync.read(Buffer.from(bytes));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
