import { browser } from 'wxt/browser';

/**
 * The toolbar button's API. Manifest V3 (Chrome, and the Firefox build) calls it `action`;
 * Manifest V2 Firefox calls it `browserAction`, and a V2 build calling `action` throws after every
 * sync. This is the only file allowed to name either (biome.toolbar-action.grit enforces it).
 */
export function toolbarAction(): typeof browser.action {
  return browser.action ?? browser.browserAction;
}
