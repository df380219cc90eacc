/** Bytes as base64, for runtime messages (JSON only in Chrome) — a ticket image is a few KB. */
export async function pngToBase64(png: Blob): Promise<string> {
  const bytes = new Uint8Array(await png.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export function base64ToPng(text: string): Blob {
  return new Blob([Uint8Array.from(atob(text), (char) => char.charCodeAt(0))], {
    type: 'image/png',
  });
}
