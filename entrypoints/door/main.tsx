import { isoDate } from '../../lib/model/calendar';
import { readDoorFirstPaint } from '../../lib/storage/door-first-paint';
import { decodeFirstQr } from './first-qr';
import { hashTicketId } from './ticket-hash';
import './style.css';

// The first screen is read with raw IndexedDB, without Dexie (lib/storage/door-first-paint.ts;
// null: read the usual way once the page has painted). The read starts as soon as this small
// module runs, while the rest of the door view (Preact, App) is still loading, as the popup's
// does (entrypoints/popup/main.tsx); Dexie loads after the first paint (useDoorData.ts). Its QR
// image is decoded before the view renders, so the first frame with the ticket shows it too.
const reading = readDoorFirstPaint(isoDate(Date.now()), hashTicketId())
  .then(async (firstScreen) => {
    const png = firstScreen?.image?.png;
    // Without its decode, the first screen still shows: the QR follows it.
    if (png) await decodeFirstQr(png).catch(() => undefined);
    return firstScreen;
  })
  .catch(() => null);
const { mountDoor } = await import('./mount');
mountDoor(await reading);
