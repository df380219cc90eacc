import { sidePanelApi } from '../../platform/optional-apis';
import { toolbarOpensSidePanelItem } from '../../storage/settings';

/** The manifest command (wxt.config.ts) that pins the glance beside pages. */
export const OPEN_SIDE_PANEL_COMMAND = 'open-side-panel';

/**
 * Applies Settings' "Toolbar button opens the side panel" (Chrome's `openPanelOnActionClick`).
 * Firefox has no such behaviour, and the option is not offered there.
 */
export async function applyToolbarBehavior() {
  const sidePanel = sidePanelApi();
  if (!sidePanel?.setPanelBehavior) return;
  const openPanelOnActionClick = await toolbarOpensSidePanelItem.getValue();
  await sidePanel.setPanelBehavior({ openPanelOnActionClick });
}
