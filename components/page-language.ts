import { uiLocale } from '../lib/platform/i18n';

/**
 * Tells the page which language it is in — screen readers pick their voice by it, and the browser
 * its hyphenation — and gives the tab its title in that language (index.html cannot say
 * `__MSG_…__`: only the manifest and CSS files are localised by the browser).
 */
export function setPageLanguage(title: string) {
  document.documentElement.lang = uiLocale();
  document.title = title;
}
