import { defineExtensionMessaging } from '@webext-core/messaging';

/**
 * The one message between the background and its offscreen reader page (Chrome). It has its own
 * small protocol, not lib/messaging/protocol.ts, because the background sends it: background code
 * imports only downward (docs/ARCHITECTURE.md), and the pages' protocol sits above it.
 */
interface QrReaderProtocol {
  /** The QR text in a ticket image (a base64 PNG), or null when none can be read; rejects when
   * the bytes are not a picture. */
  readTicketQr(data: { png: string }): string | null;
}

export const { sendMessage: askQrReader, onMessage: onQrReaderMessage } =
  defineExtensionMessaging<QrReaderProtocol>();
