import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readFirstScreen } from '../../../entrypoints/popup/first-screen';

/*
 * The popup's first screen is read before its first render (main.tsx): the cached rows, the
 * settings and the page in the tab under the popup, which the "Monitor this site" strip shows
 * above the list. The tab is asked together with the rest, not after the first render.
 */
describe('the popup’s first screen', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.spyOn(fakeBrowser.windows, 'getLastFocused').mockResolvedValue({ id: 7 } as never);
  });

  it('holds the page under the popup, asked at once with the cache and the settings', async () => {
    const query = vi
      .spyOn(fakeBrowser.tabs, 'query')
      .mockResolvedValue([{ url: 'https://shop.example/cart?id=2', title: 'Shop' }] as never);
    const reading = readFirstScreen();
    // Asked in the same turn as the IndexedDB read starts, before anything has answered.
    expect(fakeBrowser.windows.getLastFocused).toHaveBeenCalledWith({ windowTypes: ['normal'] });
    const screen = await reading;
    expect(query).toHaveBeenCalledWith({ active: true, windowId: 7 });
    expect(screen.site).toEqual({ origin: 'https://shop.example', title: 'Shop' });
    expect(screen.settings.intervalMinutes).toBeGreaterThan(0);
  });

  it('holds no page when the tab shows none the popup could monitor', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ url: 'chrome://newtab/' }] as never);
    expect((await readFirstScreen()).site).toBeNull();
  });
});
