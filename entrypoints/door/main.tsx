import { render } from 'preact';
import { setPageLanguage } from '../../components/page-language';
import { ticketStrings } from '../../components/tickets/ticket-strings';
import { App } from './App';
import './style.css';

setPageLanguage(ticketStrings.door.pageTitle);
render(<App />, document.getElementById('app') as HTMLElement);
