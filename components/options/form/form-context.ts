import { createContext } from 'preact';
import type { FieldError } from '../../../lib/model/errors/errors';

/** The fields a form shows, by the request path their problems come under, and whether each is marked required. */
export type PlacedFields = Map<string, boolean>;

export interface FormContextValue {
  formId: string;
  creating: boolean;
  problems: readonly FieldError[];
  /** Each field adds itself while it is shown; FormShell reads the whole set afterwards. */
  placing: { current: PlacedFields };
}

export const FormContext = createContext<FormContextValue>({
  formId: 'form',
  creating: false,
  problems: [],
  placing: { current: new Map() },
});
