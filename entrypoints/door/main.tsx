import { render } from 'preact';
import { setPageLanguage } from '../../components/page-language';
import { ticketStrings } from '../../components/tickets/ticket-strings';
import { isoDate } from '../../lib/model/calendar';
import { App } from './App';
import { readFirstScreen } from './useDoorData';
import { hashTicketId } from './useTicketNavigation';
import './style.css';

setPageLanguage(ticketStrings.door.pageTitle);
// The first screen is read without Dexie, which loads after it has painted (useDoorData.ts).
const firstScreen = await readFirstScreen(isoDate(Date.now()), hashTicketId()).catch(() => null);
render(<App firstScreen={firstScreen} />, document.getElementById('app') as HTMLElement);
