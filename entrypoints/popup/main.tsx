import { render } from 'preact';
import { setPageLanguage } from '../../components/page-language';
import { strings } from '../../components/strings';
import { App } from './App';
import './style.css';

setPageLanguage(strings.appName);
render(<App layout="popup" />, document.getElementById('app') as HTMLElement);
