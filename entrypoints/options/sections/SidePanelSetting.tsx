import { describedBy, Field } from '../../../components/options/Field';
import { useStorageItem } from '../../../lib/containers/useStorageItem';
import { message } from '../../../lib/platform/i18n';
import { sidePanelApi } from '../../../lib/platform/optional-apis';
import { toolbarOpensSidePanelItem } from '../../../lib/storage/settings';

const ID = 'toolbar-opens-side-panel';

/**
 * What the toolbar button opens: the popup (the default) or the glance in Chrome's side panel.
 * The background applies it (lib/background/glance/toolbar-behavior.ts). Firefox has no such behaviour, so
 * there it is not offered.
 */
export function SidePanelSetting() {
  const opensPanel = useStorageItem(toolbarOpensSidePanelItem);
  if (!sidePanelApi()?.setPanelBehavior || opensPanel === undefined) return null;
  const help = message('toolbarOpensSidePanelHelp');
  return (
    <Field id={ID} label={message('toolbarOpensSidePanel')} help={help} inline>
      <input
        id={ID}
        type="checkbox"
        checked={opensPanel}
        onChange={(e) => void toolbarOpensSidePanelItem.setValue(e.currentTarget.checked)}
        aria-describedby={describedBy(ID, undefined, help)}
        data-testid={ID}
      />
    </Field>
  );
}
