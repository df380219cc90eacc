import { useEffect, useRef, useState } from 'preact/hooks';
import { message } from '../../lib/model/i18n';
import { Field } from './Field';
import { FieldControl } from './FieldControl';
import { type FieldSpec, type FormValues, visible } from './form-model';
import { useFormValues } from './useFormValues';
import './record-form.css';

export interface RecordFormProps {
  /** Prefix for element ids, unique on the page. */
  formId: string;
  fields: FieldSpec[];
  initial: FormValues;
  /** A create: fields required only on create are marked. */
  creating?: boolean;
  /** Errors to show next to fields: from the last submit, or from the server (a failed write). */
  errors: Record<string, string>;
  /** What the last Save did ("Saved…", "Nothing changed."), shown and announced by the button. */
  status?: string;
  /** The status tells of a failure (the server refused the save): drawn as an error. */
  statusFailed?: boolean;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<void>;
  onCancel?: () => void;
  /** Opened on a write the server refused: the first field it names takes the focus at once. */
  focusErrorsOnOpen?: boolean;
}

const isRequired = (field: FieldSpec, creating?: boolean) =>
  field.required === true || (field.required === 'create' && Boolean(creating));

/** A form built from field specs; the container decides what the values become. */
export function RecordForm(props: RecordFormProps) {
  const { formId, fields, initial, creating, status, statusFailed, submitLabel } = props;
  const [values, change] = useFormValues(initial);
  const [busy, setBusy] = useState(false);
  const [submits, setSubmits] = useState(0);
  const shown = visible(fields, values);
  const errors = useCurrentErrors(props.errors, shown, submits);
  const focusFirstError = useFocusOnErrors(formId, shown, errors, props.focusErrorsOnOpen);
  // Errors for fields this form does not show (e.g. a status page's password) would otherwise
  // vanish; they join the form-wide message.
  const unplaced = Object.entries(errors)
    .filter(([name]) => name !== '_form' && !shown.some((field) => field.name === name))
    .map(([, text]) => text);
  const formError = [errors._form, ...unplaced].filter(Boolean).join(' ');

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    setSubmits((count) => count + 1);
    try {
      await props.onSubmit(values);
      focusFirstError.afterSubmit();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="record-form" onSubmit={submit} noValidate data-testid={`form-${formId}`}>
      {shown.some((field) => isRequired(field, creating)) && (
        <p class="muted required-note">{message('formRequiredNote')}</p>
      )}
      {formError && (
        <p class="error" role="alert" id={`${formId}-form-error`} tabIndex={-1}>
          {formError}
        </p>
      )}
      {shown.map((field) => {
        const id = `${formId}-${field.name}`;
        const required = isRequired(field, creating);
        return (
          <Field
            key={field.name}
            id={id}
            label={field.label}
            error={errors[field.name]}
            help={field.help}
            required={required}
            inline={field.kind === 'flag' || field.kind === 'yesNo'}
          >
            <FieldControl
              id={id}
              field={field}
              value={values[field.name]}
              error={errors[field.name]}
              required={required}
              onChange={(value) => change(field.name, value)}
            />
          </Field>
        );
      })}
      <div class="form-actions">
        <button type="submit" class="primary" disabled={busy}>
          {submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel}>
            {message('cancel')}
          </button>
        )}
        <span
          class={`form-status ${statusFailed ? 'error' : 'notice'}`}
          role="status"
          data-testid={`status-${formId}`}
        >
          {status}
        </span>
      </div>
    </form>
  );
}

/**
 * The errors as of the fields they were given for: when the shown fields change (a monitor's type
 * switched), an error may belong to a field that moved or now follows other rules, so it goes
 * until the next submit says again what is wrong (the same words, maybe: hence `submits`).
 */
function useCurrentErrors(
  errors: Record<string, string>,
  shown: readonly FieldSpec[],
  submits: number,
) {
  const shownKey = shown.map((field) => field.name).join();
  // By content: the container builds a new object on every render.
  const errorsKey = `${submits}:${JSON.stringify(errors)}`;
  const [givenFor, setGivenFor] = useState({ errorsKey, shownKey });
  if (givenFor.errorsKey !== errorsKey) setGivenFor({ errorsKey, shownKey });
  return givenFor.errorsKey === errorsKey && givenFor.shownKey !== shownKey ? {} : errors;
}

/** After a submit that found problems, or on opening a refused write, focus the first field named. */
function useFocusOnErrors(
  formId: string,
  shown: readonly FieldSpec[],
  errors: Record<string, string>,
  onOpen?: boolean,
) {
  const pending = useRef(Boolean(onOpen));
  const first = shown.find((field) => errors[field.name]);
  const target = first ? `${formId}-${first.name}` : errors._form ? `${formId}-form-error` : '';
  useEffect(() => {
    if (!pending.current || !target) return;
    pending.current = false;
    const element = document.getElementById(target);
    // A group (checkboxes, a list editor) has no focus of its own: its first control takes it.
    const focusable = element?.matches('input, select, textarea, [tabindex]')
      ? element
      : element?.querySelector<HTMLElement>('input, select, textarea, button');
    focusable?.focus();
  });
  return {
    afterSubmit: () => {
      pending.current = true;
    },
  };
}
