import type * as v from 'valibot';
import { useFormValues } from '../useFormValues';
import { changedFields, valuesTyped, withoutBlanks } from './form-values';

type FlagName<Values> = {
  [Name in keyof Values]: Values[Name] extends 0 | 1 ? Name : never;
}[keyof Values] &
  string;

/**
 * A record form's values: the record's as saved (or blank), a refused write's payload over them
 * (read by the write's update schema), and what the user changed since. `field`/`flag` bind one
 * value to a field view by the request's name, so the name, the value and the change agree.
 */
export function useRecordValues<Values extends object>(
  saved: Values,
  typed: unknown,
  updateSchema: v.GenericSchema<unknown, Partial<Values>>,
) {
  const [values, change] = useFormValues(valuesTyped(saved, typed, updateSchema));
  return {
    values,
    /** The create's payload: everything filled in. */
    filled: () => withoutBlanks(values),
    /** The update's payload: only what differs from the saved record. */
    changes: () => changedFields(saved, values),
    field: <Name extends keyof Values & string>(name: Name) => ({
      name,
      value: values[name],
      onChange: (value: Values[Name]) => change(name, value),
    }),
    /** An on/off value the request sends as 1 or 0, shown as a switch. */
    flag: <Name extends FlagName<Values>>(name: Name) => ({
      name,
      checked: values[name] === 1,
      // FlagName admits only fields typed 0 | 1, which TypeScript cannot carry back here.
      onChange: (on: boolean) => change(name, (on ? 1 : 0) as Values[Name]),
    }),
  };
}
