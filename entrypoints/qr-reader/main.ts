import { decodeQrImage } from '../../lib/background/tickets/decode-qr';
import { base64ToPng } from '../../lib/background/tickets/png-base64';
import { onMessage } from '../../lib/messaging/protocol';

// The offscreen document the background opens to read a ticket image (lib/tickets/read-qr.ts).
onMessage('readTicketQr', ({ data }) => decodeQrImage(base64ToPng(data.png)));
