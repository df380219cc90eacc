import { useContext } from 'preact/hooks';
import { describedBy, Field } from '../Field';
import { FormContext } from './form-context';
import { fieldOfProblem, problemInWords } from './problem-words';

/** What every field takes: the request field it fills, and how it is labelled. */
interface FieldBase {
  /** The request field (CONTRACT.md / museum-api.md names): the id is `${formId}-${name}`. */
  name: string;
  label: string;
  help?: string;
  /** Marked as required; `create`: only when creating (an edit keeps what the API never shows). */
  required?: boolean | 'create';
}

/**
 * A field's wiring, once for every kind: its id, whether it is marked required, its problems
 * worded with its label, and the ARIA that ties them to the control.
 */
function useFieldFrame({ name, label, help, required }: FieldBase) {
  const form = useContext(FormContext);
  const marked = required === true || (required === 'create' && form.creating);
  form.placing.current.set(name, marked);
  const id = `${form.formId}-${name}`;
  const error =
    form.problems
      .filter((problem) => fieldOfProblem(problem) === name)
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

export interface TextFieldProps extends FieldBase {
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'email' | 'url';
}

export function TextField({ value, onInput, type = 'text', ...base }: TextFieldProps) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      {/* Preact types each input type apart; these three take the same attributes. */}
      <input
        {...aria}
        type={type as 'text'}
        value={value}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
    </Field>
  );
}

export function TextAreaField({ value, onInput, ...base }: Omit<TextFieldProps, 'type'>) {
  const { id, error, marked, aria } = useFieldFrame(base);
  return (
    <Field id={id} label={base.label} help={base.help} error={error} required={marked}>
      <textarea {...aria} rows={3} value={value} onInput={(e) => onInput(e.currentTarget.value)} />
    </Field>
  );
}
