import type { FieldError } from '../../lib/model/errors/errors';
import { fieldOfProblem } from './problem-words';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A number as a number field starts out: plain digits that read back as the same number, never
 * e-notation (`1e+21`), whatever size the API sent. JavaScript's own shortest spelling gives the
 * significant digits; Intl writes them out in full ('en-US': the decimal point inputs expect).
 */
export function numberInputValue(value: number): string {
  const shortest = String(value);
  if (!/e/i.test(shortest)) return shortest;
  const [mantissa = ''] = shortest.replace('-', '').split(/e/i);
  const significant = mantissa.replace('.', '').replace(/^0+/, '').length;
  return plainDigits(Math.max(1, significant)).format(value);
}

/** One formatter per precision (1–17 digits), made on first use: making one costs ~80 µs. */
const plainFormats = new Map<number, Intl.NumberFormat>();
function plainDigits(significant: number) {
  const format =
    plainFormats.get(significant) ??
    new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: significant });
  plainFormats.set(significant, format);
  return format;
}

/** Field errors (ours or the server's) by the field they belong to: `headers.0.name` → headers. */
export function errorsByField(errors: readonly FieldError[]) {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const name = fieldOfProblem(error);
    byField[name] = byField[name] ? `${byField[name]} ${error.message}` : error.message;
  }
  return byField;
}
