import { onMessage } from '../../lib/messaging/protocol';
import { decodeQrImage } from '../../lib/tickets/decode-qr';
import { base64ToPng } from '../../lib/tickets/png-base64';

// The offscreen document the background opens to read a ticket image (lib/tickets/read-qr.ts).
onMessage('readTicketQr', ({ data }) => decodeQrImage(base64ToPng(data.png)));
