import { setBrowserLanguage } from './fake-i18n';

// wxt's fake browser has no i18n; unit tests read the English the extension ships
// (fakeBrowser.reset() leaves these functions in place).
setBrowserLanguage('en-US');
