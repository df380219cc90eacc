import { render } from 'preact';
import { setPageLanguage } from '../../components/page-language';
import { strings } from '../../components/strings';
// The popup's glance itself, not a copy: one set of containers and live queries for both.
import { App } from '../popup/App';
import './style.css';

setPageLanguage(strings.appName);
render(<App layout="panel" />, document.getElementById('app') as HTMLElement);
