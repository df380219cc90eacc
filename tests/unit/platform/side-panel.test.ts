import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { canOpenBesidePages, openBesidePages } from '../../../lib/platform/side-panel';
import { setBrowserLanguage } from '../support/fake-i18n';

/**
 * The fake browser has a sidebarAction that only throws, and no sidePanel: each test gives it the
 * one API its browser has.
 */
const stand = fakeBrowser as unknown as Record<string, unknown>;
const fakeSidebar = stand.sidebarAction;

describe('openBesidePages: the glance in the side panel (Chrome) or sidebar (Firefox)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    stand.sidebarAction = undefined;
  });
  afterEach(() => {
    setBrowserLanguage('en-US');
    stand.sidebarAction = fakeSidebar;
    delete stand.sidePanel;
  });

  it('Firefox: opens the sidebar before anything else, still inside the click', () => {
    const open = vi.fn(async () => undefined);
    stand.sidebarAction = { open };
    void openBesidePages();
    // Not awaited: Firefox refuses sidebarAction.open() once the handler has awaited anything.
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('Chrome, from the keyboard command: opens in the window of the keystroke, at once', () => {
    const open = vi.fn(async () => undefined);
    stand.sidePanel = { open };
    void openBesidePages(7);
    expect(open).toHaveBeenCalledWith({ windowId: 7 });
  });

  it('Chrome, from the popup: opens in the window the popup belongs to', async () => {
    const open = vi.fn(async () => undefined);
    stand.sidePanel = { open };
    const { id } = await fakeBrowser.windows.create({});
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id } as never);
    await openBesidePages();
    expect(open).toHaveBeenCalledWith({ windowId: id });
  });

  it('with no window to hold it, says so in the user’s language', async () => {
    stand.sidePanel = { open: vi.fn() };
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({} as never);
    await expect(openBesidePages()).rejects.toThrow('no browser window is open to hold it.');
    setBrowserLanguage('de-DE');
    await expect(openBesidePages()).rejects.toThrow(
      'kein Browserfenster ist geöffnet, in dem sie erscheinen könnte.',
    );
  });

  it('says whether the browser has either panel, so the popup offers the button only then', () => {
    expect(canOpenBesidePages()).toBe(false);
    stand.sidePanel = { open: vi.fn() };
    expect(canOpenBesidePages()).toBe(true);
    delete stand.sidePanel;
    stand.sidebarAction = { open: vi.fn() };
    expect(canOpenBesidePages()).toBe(true);
  });
});
