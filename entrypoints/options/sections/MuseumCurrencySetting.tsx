import { Field } from '../../../components/options/Field';
import { useStorageItem } from '../../../lib/containers/useStorageItem';
import { message, uiLocale } from '../../../lib/platform/i18n';
import { museumCurrencyItem } from '../../../lib/storage/settings';

const ID = 'museum-currency';

/** Every currency this browser can format, as "EUR — Euro" in the UI language, by code. */
function currencyChoices() {
  const names = new Intl.DisplayNames(uiLocale(), { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    code,
    label: `${code} — ${names.of(code) ?? code}`,
  }));
}

/**
 * The currency the museum's prices are in. The museum API gives bare numbers (docs/MUSEUM.md),
 * so the user names it once; until then every price says it is in the museum's currency.
 */
export function MuseumCurrencySetting() {
  const currency = useStorageItem(museumCurrencyItem);
  if (currency === undefined) return null;
  return (
    <Field id={ID} label={message('ticketCurrency')}>
      <select
        id={ID}
        value={currency ?? ''}
        onChange={(e) => void museumCurrencyItem.setValue(e.currentTarget.value || null)}
        aria-describedby={`${ID}-help`}
        data-testid={ID}
      >
        <option value="">{message('ticketCurrencyNotSet')}</option>
        {currencyChoices().map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
      {/* Body text, not the field's small print: it is the reason the setting exists. */}
      <p id={`${ID}-help`} class="muted">
        {message('ticketCurrencyHelp')}
      </p>
    </Field>
  );
}
