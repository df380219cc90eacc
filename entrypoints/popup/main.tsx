import { readFirstScreen } from './first-screen';
import './style.css';

// The first screen's reads start as soon as this small module runs, while the rest of the popup
// (Preact, App) is still loading; Dexie loads after the first paint (usePopupData.ts).
const reading = readFirstScreen().catch(() => undefined);
const { mountPopup } = await import('./mount');
mountPopup(await reading);
