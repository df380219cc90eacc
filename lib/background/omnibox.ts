import { browser } from 'wxt/browser';
import { MONITOR_LIST_PATH, monitorDetailPath } from '../model/monitor-link';
import { chosenMonitorId, monitorSuggestion, type OmniboxSuggestion } from '../model/omnibox';
import { message } from '../platform/i18n';
import { omniboxApi } from '../platform/optional-apis';
import type { WorkerDatabase } from '../storage/worker-database';
import { monitorsNamed } from '../storage/worker-monitor-lookup';
import { openReporting } from './open-reporting';

/**
 * The address bar's `gh` keyword (manifest `omnibox`): suggestions come from the cached monitors
 * alone, read off the name-word index, so they keep up with typing and work offline.
 */

/** About what Chrome's drop-down shows below its own entries. */
const SUGGESTIONS_SHOWN = 6;

/** Chrome reads descriptions as XML markup; Firefox shows them as plain text. */
const DESCRIPTIONS_ARE_MARKUP = !import.meta.env.FIREFOX;

async function omniboxSuggestions(
  database: WorkerDatabase,
  text: string,
): Promise<OmniboxSuggestion[]> {
  const monitors = await monitorsNamed(database, text, SUGGESTIONS_SHOWN);
  return monitors.map((monitor) => monitorSuggestion(monitor, text, DESCRIPTIONS_ARE_MARKUP));
}

type Disposition = 'currentTab' | 'newForegroundTab' | 'newBackgroundTab';

/**
 * A chosen suggestion opens that monitor's page in the options page; typed text without a choice
 * opens the best match, or the list of monitors when nothing matches.
 */
async function omniboxPathFor(database: WorkerDatabase, text: string) {
  const chosen = chosenMonitorId(text);
  if (chosen) return monitorDetailPath(chosen);
  const [best] = await monitorsNamed(database, text, 1);
  return best ? monitorDetailPath(best.id) : MONITOR_LIST_PATH;
}

async function openEntered(database: WorkerDatabase, text: string, disposition: Disposition) {
  const url = browser.runtime.getURL(await omniboxPathFor(database, text));
  if (disposition === 'currentTab') await browser.tabs.update({ url });
  else await browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
}

/**
 * Registers the keyword's listeners; called synchronously from the background's main(). A
 * browser without the keyword (Firefox for Android) gets none.
 */
export function registerOmnibox() {
  const omnibox = omniboxApi();
  if (!omnibox) return;
  void omnibox.setDefaultSuggestion({ description: message('omniboxDefault') });
  omnibox.onInputChanged.addListener((text, suggest) => {
    void openReporting()
      .then((database) => omniboxSuggestions(database, text))
      .then(suggest);
  });
  omnibox.onInputEntered.addListener((text, disposition) => {
    void openReporting().then((database) => openEntered(database, text, disposition));
  });
}
