import { message } from './i18n';
import { sidebarApi, sidePanelApi, windowsApi } from './optional-apis';

/**
 * The glance pinned beside pages: Chrome's side panel (`sidePanel`) or Firefox's sidebar
 * (`sidebarAction`), both showing entrypoints/sidepanel/. Defined here, the one layer both
 * callers may import: the popup's button and the worker's keyboard command. Neither can hand
 * the call to the other, because both browsers open it only inside the user's click or
 * keystroke, and a message to the worker does not carry that.
 */

/**
 * Opens the panel in `windowId` (the current window when not given). Firefox honours
 * `sidebarAction.open()` only as the first thing a user-input handler does, before any `await`,
 * so it is called before anything else here; Chrome needs the window, and keeps a page's click
 * valid for a few seconds, long enough to ask which window the popup belongs to.
 */
export async function openBesidePages(windowId?: number): Promise<void> {
  const sidebar = sidebarApi();
  if (sidebar) return sidebar.open();
  const sidePanel = sidePanelApi();
  // Neither API: nothing offers the panel there (canOpenBesidePages), nor has the shortcut.
  if (!sidePanel) return;
  const inWindow = windowId ?? (await windowsApi()?.getCurrent())?.id;
  if (inWindow === undefined) throw new Error(message('sidePanelNoWindow'));
  await sidePanel.open({ windowId: inWindow });
}

/** Whether this browser can open the panel at all (neither API: e.g. Firefox for Android). */
export function canOpenBesidePages(): boolean {
  return Boolean(sidebarApi() ?? sidePanelApi()?.open);
}
