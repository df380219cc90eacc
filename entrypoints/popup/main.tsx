import { render } from 'preact';
import { setPageLanguage } from '../../components/page-language';
import { strings } from '../../components/strings';
import { App } from './App';
import { readFirstScreen } from './usePopupData';
import './style.css';

setPageLanguage(strings.appName);
// The first screen is read without Dexie, which loads after it has painted (usePopupData.ts).
const firstScreen = await readFirstScreen().catch(() => undefined);
render(
  <App layout="popup" firstScreen={firstScreen} />,
  document.getElementById('app') as HTMLElement,
);
