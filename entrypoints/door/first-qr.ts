/**
 * The first screen's QR image, decoded before the door view first renders: the frame that first
 * shows the ticket then shows its QR too, instead of a frame later once the image has loaded (at
 * a cold start that later frame waits for the whole page's first raster). The view takes this
 * object URL for that same image (`qrObjectUrl`), so the browser draws the image it decoded.
 */
let decoded: { png: Blob; url: string } | undefined;

/** A decode slower than this (a huge image) is not waited for: the page renders and it follows. */
const DECODE_PATIENCE_MS = 1_000;

export async function decodeFirstQr(png: Blob) {
  const url = URL.createObjectURL(png);
  decoded = { png, url };
  const image = new Image();
  image.src = url;
  let patience: ReturnType<typeof setTimeout> | undefined;
  // A damaged image fails to decode: the view shows it as it would any other.
  await Promise.race([
    image.decode().catch(() => undefined),
    new Promise((resolve) => {
      patience = setTimeout(resolve, DECODE_PATIENCE_MS);
    }),
  ]);
  clearTimeout(patience);
}

/** An object URL for `png`: the decoded one once if it is that image, a new one otherwise. */
export function qrObjectUrl(png: Blob) {
  if (decoded?.png !== png) return URL.createObjectURL(png);
  const { url } = decoded;
  decoded = undefined;
  return url;
}
