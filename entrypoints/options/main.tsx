import { waitAtMost } from '../../lib/storage/await-all';
import { readOptionsFirstScreen } from './section-shell/first-screen';
import './style.css';

/**
 * How long the page, once loaded, waits for its first read: it takes milliseconds, but may queue
 * behind the worker's writes, or count 100,000 monitors where no count is kept. Past it, the page
 * renders without, and the list reads the usual way.
 */
const FIRST_READ_PATIENCE_MS = 100;

// The list of monitors' first screen is read as soon as this small module runs, while the rest of
// the page (Preact, the sections, Dexie) is still loading, as the popup's is
// (entrypoints/popup/main.tsx).
const reading = readOptionsFirstScreen(location.hash).catch(() => undefined);
const { mountOptions } = await import('./mount');
mountOptions(await waitAtMost(reading, FIRST_READ_PATIENCE_MS, undefined));
