import { beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { saveQuietHours } from '../../../entrypoints/options/sections/QuietHoursSetting';
import { quietHoursItem } from '../../../lib/storage/settings';

beforeEach(() => fakeBrowser.reset());

it('two edits made before the page heard the first are both kept', async () => {
  await quietHoursItem.setValue({ enabled: false, from: '22:00', to: '07:00' });
  // "From", then "Until", then the switch, each before any storage event reached the page.
  void saveQuietHours({ from: '23:00' });
  void saveQuietHours({ to: '06:30' });
  await saveQuietHours({ enabled: true });
  expect(await quietHoursItem.getValue()).toEqual({ enabled: true, from: '23:00', to: '06:30' });
});
