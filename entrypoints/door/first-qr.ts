import { waitAtMost } from '../../lib/storage/await-all';

/**
 * The first screen's QR image, decoded before the door view first renders: the frame that first
 * shows the ticket then shows its QR too, instead of a frame later once the image has loaded (at
 * a cold start that later frame waits for the whole page's first layout and raster). The view
 * takes this object URL for that same image (`qrObjectUrl`): the image loaded for it is then
 * already there when the view's <img> asks for it.
 */
let decoded: { png: Blob; url: string; image: HTMLImageElement } | undefined;

/**
 * A decode slower than this (a huge image) is not waited for: the page renders and the QR
 * follows. A QR the museum sends decodes in milliseconds; the ticket without it is of little use
 * at the door, so the wait may be long enough for a busy machine.
 */
const DECODE_PATIENCE_MS = 1_000;

export async function decodeFirstQr(png: Blob) {
  const url = URL.createObjectURL(png);
  // Held until the view claims the URL, so the loaded image is not collected before.
  const image = new Image();
  decoded = { png, url, image };
  image.src = url;
  // A damaged image fails to decode: the view shows it as it would any other.
  await waitAtMost(
    image.decode().catch(() => undefined),
    DECODE_PATIENCE_MS,
    undefined,
  );
}

/** An object URL for `png`: the decoded one once if it is that image, a new one otherwise. */
export function qrObjectUrl(png: Blob) {
  if (decoded?.png !== png) return URL.createObjectURL(png);
  const { url } = decoded;
  decoded = undefined;
  return url;
}
