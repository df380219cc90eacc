/**
 * What a museum ticket's QR code says and how to recognise a ticket image. The text format is
 * ours [assumed in tests/server/CONTRACT.md]: the published API only promises "a scannable QR
 * code", so the local server and the door view both use these functions and cannot drift apart.
 */

const QR_PREFIX = 'MUSEUM-TICKET';

export interface TicketIdentity {
  ticketId: string;
  confirmationCode: string;
}

/** `MUSEUM-TICKET:<ticketId>:<confirmationCode>` */
export function ticketQrText({ ticketId, confirmationCode }: TicketIdentity): string {
  return `${QR_PREFIX}:${ticketId}:${confirmationCode}`;
}

/** The ticket a scanned QR text names, or null for any other QR code. */
export function parseTicketQrText(text: string): TicketIdentity | null {
  const [prefix, ticketId, confirmationCode, ...rest] = text.split(':');
  // An empty code is a valid one (no pattern is published), so only a missing part is refused.
  if (prefix !== QR_PREFIX || !ticketId || confirmationCode === undefined || rest.length > 0) {
    return null;
  }
  return { ticketId, confirmationCode };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the bytes start with the PNG signature, whatever the Content-Type claimed. */
export async function isPngBlob(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  return PNG_SIGNATURE.every((byte, index) => head[index] === byte);
}
