import type { ComponentChildren } from 'preact';

/** A message about one field, as the background's validation returns it. */
export interface FieldMessage {
  field: string;
  message: string;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** Messages for this field; shown under it and tied to it for screen readers. */
  errors: readonly string[];
  /** Renders the control, given the attributes that tie it to its label and errors. */
  children: (aria: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ComponentChildren;
}

export function FormField({ id, label, errors, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div class="form-field">
      <label for={id}>{label}</label>
      {children({
        id,
        ...(invalid && { 'aria-invalid': true as const, 'aria-describedby': errorId }),
      })}
      {invalid && (
        <p class="field-error error" id={errorId} data-testid={`${id}-error`}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

/** Splits messages into those of the named fields and the rest (shown for the form as a whole). */
export function messagesByField(messages: readonly FieldMessage[], fields: readonly string[]) {
  const of = (field: string) => messages.filter((m) => m.field === field).map((m) => m.message);
  const general = messages.filter((m) => !fields.includes(m.field)).map((m) => m.message);
  return { of, general };
}
