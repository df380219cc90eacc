import { browser } from 'wxt/browser';
import { message } from './i18n';

/**
 * The glance pinned beside pages: Chrome's side panel (`sidePanel`) or Firefox's sidebar
 * (`sidebarAction`), both showing entrypoints/sidepanel/. Defined here, the one layer both
 * callers may import: the popup's button and the worker's keyboard command. Neither can hand
 * the call to the other, because both browsers open it only inside the user's click or
 * keystroke, and a message to the worker does not carry that.
 */

/** Firefox's sidebar API; @types/chrome does not describe it. */
interface FirefoxSidebar {
  open(): Promise<void>;
}

const firefoxSidebar = () =>
  (browser as unknown as { sidebarAction?: FirefoxSidebar }).sidebarAction;

/**
 * Opens the panel in `windowId` (the current window when not given). Firefox honours
 * `sidebarAction.open()` only as the first thing a user-input handler does, before any `await`,
 * so it is called before anything else here; Chrome needs the window, and keeps a page's click
 * valid for a few seconds, long enough to ask which window the popup belongs to.
 */
export async function openBesidePages(windowId?: number): Promise<void> {
  const sidebar = firefoxSidebar();
  if (sidebar) return sidebar.open();
  const inWindow = windowId ?? (await browser.windows.getCurrent()).id;
  if (inWindow === undefined) throw new Error(message('sidePanelNoWindow'));
  await browser.sidePanel.open({ windowId: inWindow });
}

/** Whether this browser can open the panel at all (neither API: e.g. Firefox for Android). */
export function canOpenBesidePages(): boolean {
  return Boolean(firefoxSidebar() ?? browser.sidePanel?.open);
}
