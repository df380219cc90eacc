import { render } from 'preact';
import { setPageLanguage } from '../../components/page-language';
import { strings } from '../../components/strings';
import { App } from './App';
import type { FirstScreen } from './first-screen';

/** Renders the popup, with its first screen if main.tsx could read it. */
export function mountPopup(firstScreen: FirstScreen | undefined) {
  setPageLanguage(strings.appName);
  render(
    <App layout="popup" firstScreen={firstScreen} />,
    document.getElementById('app') as HTMLElement,
  );
}
