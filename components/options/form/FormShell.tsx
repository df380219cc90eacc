import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { FieldError } from '../../../lib/model/errors/errors';
import { message } from '../../../lib/platform/i18n';
import { isUnder } from '../problem-words';
import { FormContext, type PlacedFields } from './form-context';
import '../record-form.css';

/** What the section around a form decides: where it is, what the server said, what Save did. */
export interface FormFrame {
  /** Prefix for element ids, unique on the page: `${formId}-${field}`. */
  formId: string;
  /** A create: fields required only on create are marked. */
  creating?: boolean;
  /** From the last submit, or from the server (a refused write), by request path. */
  problems: readonly FieldError[];
  /** What the last Save did ("Saved…", "Nothing changed."), shown and announced by the button. */
  status?: string;
  /** The status tells of a failure (the server refused the save): drawn as an error. */
  statusFailed?: boolean;
  submitLabel: string;
  onCancel?: () => void;
  /** Opened on a write the server refused: the first field it names takes the focus at once. */
  focusProblemsOnOpen?: boolean;
}

export interface FormShellProps {
  frame: FormFrame;
  onSubmit: () => Promise<void>;
  children: ComponentChildren;
}

/**
 * The frame every record form shares: the required note, problems no field shows, the Save
 * button and its result, and the focus on the first problem. Fields (fields.tsx) find their id
 * prefix and their problems through the context and say which of them this form shows.
 */
export function FormShell({ frame, onSubmit, children }: FormShellProps) {
  const { formId, problems } = frame;
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The fields add and remove themselves in their layout effects, which run before this
  // component's: what they said is read back here, before the browser paints.
  const placing = useRef<PlacedFields>(new Map());
  const [placed, setPlaced] = useState<PlacedFields>(new Map());
  useLayoutEffect(() => {
    if (JSON.stringify([...placing.current]) !== JSON.stringify([...placed]))
      setPlaced(new Map(placing.current));
  });
  const focusFirstProblem = useFocusOnProblems(form, problems, frame.focusProblemsOnOpen);
  // A problem with a field this form does not show (a status page's password) would otherwise
  // vanish: it joins the form-wide message.
  const formError = problems
    .filter((problem) => ![...placed.keys()].some((path) => isUnder(problem, path)))
    .map((problem) => problem.message)
    .join(' ');

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit();
      focusFirstProblem();
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormContext.Provider value={{ formId, creating: Boolean(frame.creating), problems, placing }}>
      <form
        ref={form}
        class="record-form"
        onSubmit={submit}
        noValidate
        data-testid={`form-${formId}`}
      >
        {[...placed.values()].some(Boolean) && (
          <p class="muted required-note">{message('formRequiredNote')}</p>
        )}
        {formError && (
          <p class="error form-error" role="alert" id={`${formId}-form-error`} tabIndex={-1}>
            {formError}
          </p>
        )}
        {children}
        <div class="form-actions">
          <button type="submit" class="primary" disabled={busy}>
            {frame.submitLabel}
          </button>
          {frame.onCancel && (
            <button type="button" onClick={frame.onCancel}>
              {message('cancel')}
            </button>
          )}
          <span
            class={`form-status ${frame.statusFailed ? 'error' : 'notice'}`}
            role="status"
            data-testid={`status-${formId}`}
          >
            {frame.status}
          </span>
        </div>
      </form>
    </FormContext.Provider>
  );
}

/**
 * After a submit that found problems, or on opening a refused write, focus (and so scroll to)
 * the first field named, in the order the form shows them; else the form-wide message.
 */
function useFocusOnProblems(
  form: { current: HTMLFormElement | null },
  problems: readonly FieldError[],
  onOpen?: boolean,
) {
  const pending = useRef(Boolean(onOpen));
  useLayoutEffect(() => {
    if (!pending.current || problems.length === 0 || !form.current) return;
    const target =
      form.current.querySelector('.field.has-error') ?? form.current.querySelector('.form-error');
    if (!target) return;
    pending.current = false;
    // A field's first control; a group (checkboxes) has no focus of its own.
    const focusable = target.matches('[tabindex]')
      ? target
      : target.querySelector<HTMLElement>('input, select, textarea, button');
    if (focusable instanceof HTMLElement) focusable.focus();
  });
  return () => {
    pending.current = true;
  };
}
