import { browser } from 'wxt/browser';
import { doorPath } from '../../model/monitor-link';

/** The manifest command (wxt.config.ts) that opens the door view from the keyboard. */
export const OPEN_DOOR_COMMAND = 'open-door';

/** Opens the door view in a tab: on the given ticket, or on the next upcoming one. */
export async function openDoorView(ticketId?: string) {
  await browser.tabs.create({ url: browser.runtime.getURL(doorPath(ticketId || undefined)) });
}
