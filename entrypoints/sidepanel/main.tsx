import { setPageLanguage } from '../../components/page-language';
import { strings } from '../../components/strings';
import { renderPage } from '../../lib/containers/render-page';
// The popup's glance itself, not a copy: one set of containers and live queries for both.
import { App } from '../popup/App';
import './style.css';

setPageLanguage(strings.appName);
renderPage(<App layout="panel" />);
