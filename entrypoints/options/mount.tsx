import { renderPage } from '../../lib/containers/render-page';
import { App } from './App';
import type { SectionFirstScreen } from './section-shell/first-screen';

/** Renders the options page, with its first screen if main.tsx could read one. */
export function mountOptions(firstScreen: SectionFirstScreen | undefined) {
  renderPage(<App firstScreen={firstScreen} />);
}
