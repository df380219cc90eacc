import { useFormValues } from '../useFormValues';
import { changedFields, withoutBlanks } from './form-values';

type FlagName<Values> = {
  [Name in keyof Values]: Values[Name] extends 0 | 1 ? Name : never;
}[keyof Values] &
  string;

/**
 * A record form's values: from `initial` (the record's as saved, or a refused write's payload
 * over them: valuesTyped), and what the user changed since. `field`/`flag` bind one value to a
 * field view by the request's name, so the name, the value and the change agree.
 */
export function useRecordValues<Values extends object>(saved: Values, initial: Values = saved) {
  const [values, change] = useFormValues(initial);
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
