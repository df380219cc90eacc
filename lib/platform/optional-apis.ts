import { browser } from 'wxt/browser';

/**
 * The extension APIs that one of Gatehouse's browsers lacks, named in this one place. Firefox for
 * Android has no windows, no keyboard shortcuts (`commands`), no address-bar keyword (`omnibox`)
 * and no sidebar (MDN's browser compatibility data, and its "Differences between desktop and
 * Android extensions"); Firefox has no `sidePanel`, Chrome no `sidebarAction`. Each answers the
 * API, or `undefined` where the browser has none: the caller then leaves out what needs it,
 * instead of throwing in the worker's first turn, where every listener after it would be lost.
 * Asked at each call, not kept: tests take an API away from the fake browser.
 */

/** Firefox's sidebar API; @types/chrome does not describe it. */
export interface FirefoxSidebar {
  open(): Promise<void>;
}

type Maybe<Api> = () => Api | undefined;

export const omniboxApi: Maybe<typeof browser.omnibox> = () => browser.omnibox;
export const commandsApi: Maybe<typeof browser.commands> = () => browser.commands;
export const windowsApi: Maybe<typeof browser.windows> = () => browser.windows;
export const sidePanelApi: Maybe<typeof browser.sidePanel> = () => browser.sidePanel;
export const sidebarApi: Maybe<FirefoxSidebar> = () =>
  (browser as unknown as { sidebarAction?: FirefoxSidebar }).sidebarAction;
