import type { LookupData } from '../../../entrypoints/options/section-shell/useLookups';

/** Lookups with every table empty: a form or list that names no other record. */
export const NO_LOOKUPS: LookupData = {
  monitors: [],
  pages: [],
  categories: [],
  integrations: [],
  telephoneCodes: [],
  events: [],
  uptime: [],
};
