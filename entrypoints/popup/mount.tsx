import { setPageLanguage } from '../../components/page-language';
import { strings } from '../../components/strings';
import { renderPage } from '../../lib/containers/render-page';
import { App } from './App';
import type { FirstScreen } from './first-screen';

/** Renders the popup, with its first screen if main.tsx could read it. */
export function mountPopup(firstScreen: FirstScreen | undefined) {
  setPageLanguage(strings.appName);
  renderPage(<App layout="popup" firstScreen={firstScreen} />);
}
