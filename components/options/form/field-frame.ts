import { useContext, useLayoutEffect } from 'preact/hooks';
import { describedBy } from '../Field';
import { isUnder, problemInWords } from '../problem-words';
import { FormContext } from './form-context';

/** What every field takes: the request field it fills, and how it is labelled. */
export interface FieldBase {
  /** The request field (CONTRACT.md / docs/MUSEUM.md names): the id is `${formId}-${name}`. */
  name: string;
  label: string;
  help?: string;
  /** Marked as required; `create`: only when creating (an edit keeps what the API never shows). */
  required?: boolean | 'create';
  /** Where its problems come in the request, when not at `name` (a window's `schedule.end`). */
  path?: string;
}

/**
 * A field's wiring, once for every kind: its id, whether it is marked required, its problems
 * worded with its label, and the ARIA that ties them to the control.
 */
export function useFieldFrame({ name, label, help, required, path = name }: FieldBase) {
  const form = useContext(FormContext);
  const marked = required === true || (required === 'create' && form.creating);
  // Said after the commit, and taken back on unmount: FormShell reads the set once fields settle.
  useLayoutEffect(() => {
    form.placing.current.set(path, marked);
    return () => form.placing.current.delete(path);
  }, [form.placing, path, marked]);
  const id = `${form.formId}-${name}`;
  const error =
    form.problems
      .filter((problem) => isUnder(problem, path))
      .map((problem) => problemInWords(problem, name, label))
      .join(' ') || undefined;
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': marked ? true : undefined,
    'aria-describedby': describedBy(id, error, help),
  };
  return { id, error, marked, aria };
}
