import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { popupActions } from '../../../entrypoints/popup/actions';

/** Chrome's side panel API in the fake browser, in place of its Firefox sidebar stand-in. */
const stand = fakeBrowser as unknown as Record<string, unknown>;
const fakeSidebar = stand.sidebarAction;

describe('the popup’s “Keep open beside pages”', () => {
  const close = vi.fn();
  beforeEach(() => {
    fakeBrowser.reset();
    stand.sidebarAction = undefined;
    vi.stubGlobal('window', { close });
    vi.spyOn(fakeBrowser.windows, 'getCurrent').mockResolvedValue({ id: 1 } as never);
  });
  afterEach(() => {
    stand.sidebarAction = fakeSidebar;
    delete stand.sidePanel;
    vi.unstubAllGlobals();
    close.mockReset();
  });

  it('closes the popup once the side panel is open', async () => {
    stand.sidePanel = { open: vi.fn(async () => undefined) };
    expect(await popupActions.keepOpenBesidePages()).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('refused, keeps the popup and says why in words', async () => {
    stand.sidePanel = {
      open: vi.fn(async () => {
        throw new Error('No active side panel for windowId: 1');
      }),
    };
    expect(await popupActions.keepOpenBesidePages()).toBe(
      'The side panel did not open: No active side panel for windowId: 1',
    );
    expect(close).not.toHaveBeenCalled();
  });
});
