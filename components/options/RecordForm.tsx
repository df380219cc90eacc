import { useState } from 'preact/hooks';
import { Field } from './Field';
import { FieldControl } from './FieldControl';
import type { FieldSpec, FormValues } from './form-model';
import { useFormValues } from './useFormValues';
import './record-form.css';

export interface RecordFormProps {
  /** Prefix for element ids, unique on the page. */
  formId: string;
  fields: FieldSpec[];
  initial: FormValues;
  /** Errors to show next to fields: from the last submit, or from the server (a failed write). */
  errors: Record<string, string>;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<void>;
  onCancel?: () => void;
}

/** A form built from field specs; the container decides what the values become. */
export function RecordForm({
  formId,
  fields,
  initial,
  errors,
  submitLabel,
  onSubmit,
  onCancel,
}: RecordFormProps) {
  const [values, change] = useFormValues(initial);
  const [busy, setBusy] = useState(false);
  const shown = fields.filter((field) => !field.showIf || field.showIf(values));
  // Errors for fields this form does not show (e.g. a status page's password) would otherwise
  // vanish; they join the form-wide message.
  const unplaced = Object.entries(errors)
    .filter(([name]) => name !== '_form' && !shown.some((field) => field.name === name))
    .map(([, message]) => message);
  const formError = [errors._form, ...unplaced].filter(Boolean).join(' ');

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="record-form" onSubmit={submit} noValidate data-testid={`form-${formId}`}>
      {formError && (
        <p class="error" role="alert">
          {formError}
        </p>
      )}
      {shown.map((field) => {
        const id = `${formId}-${field.name}`;
        return (
          <Field
            key={field.name}
            id={id}
            label={field.label}
            error={errors[field.name]}
            help={field.help}
            inline={field.kind === 'flag'}
          >
            <FieldControl
              id={id}
              field={field}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(value) => change(field.name, value)}
            />
          </Field>
        );
      })}
      <div class="form-actions">
        <button type="submit" class="primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
