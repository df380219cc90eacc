import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  MAX_QR_BYTES,
  MAX_QR_SIDE_PX,
  pngRefusalText,
  refusePng,
} from '../../../../lib/background/tickets/ticket-png';
import { hostileImageBody } from '../../../server/core/hostile-images';
import { pngHead } from '../../support/tickets';

const realQr = async () =>
  new Uint8Array(await QRCode.toBuffer('MUSEUM-TICKET:x:y', { type: 'png', width: 360 }));
const blob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes], { type: 'image/png' });

describe('refusePng: the size of a ticket image, read before anything decodes it', () => {
  it('lets the museum’s own 360 px QR image through', async () => {
    expect(await refusePng(blob(await realQr()))).toBeNull();
  });

  it('refuses a decompression bomb from its header: 20,000 × 20,000 pixels in a few KB', async () => {
    const bomb = hostileImageBody('bomb', await realQr());
    expect(bomb.length).toBeLessThan(100_000);
    const refusal = await refusePng(blob(bomb));
    expect(refusal).toEqual({ kind: 'too-many-pixels', width: 20_000, height: 20_000 });
    expect(pngRefusalText(refusal ?? { kind: 'not-png' })).toBe(
      'The museum sent an image too large to be a ticket (20,000 × 20,000 pixels).',
    );
  });

  it('refuses one side too long, at the limit and not before', async () => {
    const head = (w: number, h: number) => blob(pngHead(w, h));
    expect(await refusePng(head(MAX_QR_SIDE_PX, MAX_QR_SIDE_PX))).toBeNull();
    expect(await refusePng(head(MAX_QR_SIDE_PX + 1, 10))).toMatchObject({
      kind: 'too-many-pixels',
    });
    expect(await refusePng(head(10, 2 ** 31))).toMatchObject({ kind: 'too-many-pixels' });
  });

  it('refuses a 10 MB image that would decode to the right QR code', async () => {
    const huge = hostileImageBody('huge', await realQr());
    const refusal = await refusePng(blob(huge));
    expect(refusal).toEqual({ kind: 'too-many-bytes', bytes: huge.length });
    expect(pngRefusalText(refusal ?? { kind: 'not-png' })).toBe(
      'The museum sent an image too large to be a ticket (10.0 MB).',
    );
    const justUnder = new Uint8Array(MAX_QR_BYTES);
    justUnder.set(pngHead(360, 360));
    expect(await refusePng(blob(justUnder))).toBeNull();
  });

  it('refuses what is not a PNG, and an empty answer', async () => {
    const real = await realQr();
    expect(await refusePng(blob(hostileImageBody('not-png', real)))).toEqual({ kind: 'not-png' });
    expect(await refusePng(blob(hostileImageBody('empty', real)))).toEqual({ kind: 'not-png' });
    // The signature alone, with no IHDR after it, is not a PNG either.
    expect(await refusePng(blob(real.slice(0, 12)))).toEqual({ kind: 'not-png' });
  });
});
