import type { ComponentChildren } from 'preact';

export interface FieldProps {
  id: string;
  label: string;
  error?: string;
  help?: string;
  /** Marked with an asterisk; the control itself carries `aria-required` for screen readers. */
  required?: boolean;
  /** A switch: control first, label beside it (a switch under a long label reads as detached). */
  inline?: boolean;
  children: ComponentChildren;
}

/** A labelled control with its error right below it, tied together for screen readers. */
export function Field({ id, label, error, help, required, inline, children }: FieldProps) {
  return (
    <div class={`field${inline ? ' field-inline' : ''}${error ? ' has-error' : ''}`}>
      {required ? (
        // The mark stays outside the label, so the field's name is its label alone.
        <span class="field-label">
          <label for={id}>{label}</label>
          <span class="required-mark" aria-hidden="true">
            {' *'}
          </span>
        </span>
      ) : (
        <label for={id}>{label}</label>
      )}
      {children}
      {help && (
        <small id={`${id}-help`} class="muted">
          {help}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} class="error" role="alert" data-testid={`error-${id}`}>
          {error}
        </small>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string, help?: string) {
  return [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}
