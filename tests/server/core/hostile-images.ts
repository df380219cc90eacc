import { crc32, deflateSync } from 'node:zlib';

/**
 * Bodies for the `image` fault (CONTRACT.md "Control API"): answers to an image request that no
 * ticket QR should be. Each is built from bytes here, so the PNG structure is exactly what a
 * hostile or broken server could send.
 */
export type HostileImage = 'not-png' | 'empty' | 'huge' | 'bomb';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC of type + data (PNG spec, "Chunk layout"). */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** IHDR for a 1-bit greyscale image: the smallest rows there are. */
function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, no interlace
  return pngChunk('IHDR', data);
}

export const BOMB_SIDE = 20_000;

/**
 * A 20,000 × 20,000-pixel white PNG that is small on the wire (all-equal rows deflate about
 * a thousandfold) and 1.6 GB once decoded to RGBA. Built once: deflating 50 MB takes a moment.
 */
let bomb: Buffer | undefined;
function decompressionBomb(): Buffer {
  if (!bomb) {
    const row = Buffer.alloc(1 + BOMB_SIDE / 8, 0xff);
    row[0] = 0; // filter type "none"
    const rows = Buffer.alloc(row.length * BOMB_SIDE);
    for (let y = 0; y < BOMB_SIDE; y++) row.copy(rows, y * row.length);
    bomb = Buffer.concat([
      PNG_SIGNATURE,
      header(BOMB_SIDE, BOMB_SIDE),
      pngChunk('IDAT', deflateSync(rows, { level: 9 })),
      pngChunk('IEND', new Uint8Array()),
    ]);
  }
  return bomb;
}

export const HUGE_BYTES = 10 * 1024 * 1024;

/**
 * The real ticket PNG with a 10 MB private ancillary chunk after its header: still a valid PNG
 * that decodes to the right QR code, only far heavier than any ticket needs to be.
 */
function padded(realPng: Uint8Array): Buffer {
  const ihdrEnd = PNG_SIGNATURE.length + 8 + 13 + 4;
  const real = Buffer.from(realPng);
  return Buffer.concat([
    real.subarray(0, ihdrEnd),
    pngChunk('prVt', new Uint8Array(HUGE_BYTES)),
    real.subarray(ihdrEnd),
  ]);
}

/** The body that replaces a successful image answer. */
export function hostileImageBody(kind: HostileImage, realPng: Uint8Array): Uint8Array<ArrayBuffer> {
  switch (kind) {
    case 'not-png':
      return new TextEncoder().encode('<!doctype html><title>Ticket</title><p>Your ticket</p>');
    case 'empty':
      return new Uint8Array();
    case 'huge':
      return new Uint8Array(padded(realPng));
    case 'bomb':
      return new Uint8Array(decompressionBomb());
  }
}
