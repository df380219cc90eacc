import type { Choice } from '../../../components/options/form-model';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';

/**
 * One choice per dialling code, labelled with its countries: "United Kingdom (+44)",
 * "United States, Canada (+1)". The request carries only the code, so two options with the same
 * value would make the select jump back to the first of them.
 */
export function telephoneCodeChoices(codes: readonly RecordOf<'telephoneCodes'>[]): Choice[] {
  const countries = new Map<string, string[]>();
  for (const { code, country } of codes) {
    const names = countries.get(code) ?? [];
    countries.set(code, country ? [...names, country] : names);
  }
  const choices = [...countries].map(([code, names]) => ({
    value: code,
    label: names.length ? `${names.join(', ')} (${code})` : code,
  }));
  choices.sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: '', label: message('choiceNoPhone') }, ...choices];
}
