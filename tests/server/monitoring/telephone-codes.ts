import type { TelephoneCode } from './records';

const COUNTRIES: [country: string, iso: string, code: string][] = [
  ['United Kingdom', 'GB', '+44'],
  ['United States', 'US', '+1'],
  ['Canada', 'CA', '+1'],
  ['Ireland', 'IE', '+353'],
  ['France', 'FR', '+33'],
  ['Germany', 'DE', '+49'],
  ['Spain', 'ES', '+34'],
  ['Italy', 'IT', '+39'],
  ['Netherlands', 'NL', '+31'],
  ['Belgium', 'BE', '+32'],
  ['Sweden', 'SE', '+46'],
  ['Norway', 'NO', '+47'],
  ['Denmark', 'DK', '+45'],
  ['Poland', 'PL', '+48'],
  ['Portugal', 'PT', '+351'],
  ['Switzerland', 'CH', '+41'],
  ['Australia', 'AU', '+61'],
  ['India', 'IN', '+91'],
  ['Japan', 'JP', '+81'],
  ['Singapore', 'SG', '+65'],
];

/** The system's telephone codes; seats must use one of these `code`s. */
export function seedTelephoneCodes(): TelephoneCode[] {
  return COUNTRIES.map(([country, iso, code], index) => ({
    id: `tel_${index + 1}`,
    country,
    iso,
    code,
  }));
}
