import { decodeQrImage } from '../../lib/background/tickets/decode-qr';
import { base64ToPng } from '../../lib/background/tickets/png-base64';
import { onQrReaderMessage } from '../../lib/background/tickets/qr-reader-messages';

// The offscreen document the background opens to read a ticket image (lib/background/tickets/read-qr.ts).
onQrReaderMessage('readTicketQr', ({ data }) => decodeQrImage(base64ToPng(data.png)));
