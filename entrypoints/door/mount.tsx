import { setPageLanguage } from '../../components/page-language';
import { ticketStrings } from '../../components/tickets/ticket-strings';
import { renderPage } from '../../lib/containers/render-page';
import type { DoorView } from '../../lib/storage/ticket-queries';
import { App } from './App';

/** Renders the door view, with its first screen if main.tsx could read it. */
export function mountDoor(firstScreen: DoorView | null) {
  setPageLanguage(ticketStrings.door.pageTitle);
  renderPage(<App firstScreen={firstScreen} />);
}
