import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { message } from '../../lib/platform/i18n';
import { Field } from './Field';

export interface ConnectionValues {
  baseUrl: string;
  username: string;
  password: string;
}

/** A line about the connection: what a check found, or where it stands. */
export interface ConnectionLine {
  ok: boolean;
  message: string;
  /** When this was found (ms since the epoch); a standing line without one is no newer than a check. */
  at?: number;
}

export interface ConnectionFormProps {
  id: string;
  title: string;
  userLabel: string;
  initial: ConnectionValues;
  submitLabel: string;
  /** Returns what happened, in words: "Signed in as …" or the precise failure. */
  onSubmit: (values: ConnectionValues) => Promise<{ ok: boolean; message: string }>;
  /** Where the connection stands as the page last read it ("Signed in as …"), if it says. */
  standing: ConnectionLine | null;
  children?: ComponentChildren;
}

/**
 * Address + credentials + a button that proves they work, and one line under them: what the
 * check just found, until the page reads something newer about where the connection stands.
 */
export function ConnectionForm({
  id,
  title,
  userLabel,
  initial,
  submitLabel,
  onSubmit,
  standing,
  children,
}: ConnectionFormProps) {
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<ConnectionLine | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof ConnectionValues) => (e: { currentTarget: HTMLInputElement }) =>
    setValues({ ...values, [key]: e.currentTarget.value });

  async function submit(event: Event) {
    event.preventDefault();
    setBusy(true);
    // onSubmit starts before anything is awaited: Firefox lets a permission request through only
    // while this handler runs. Whatever goes wrong comes back to the form in words.
    const outcome = await onSubmit(values).catch((error: unknown) => ({
      ok: false,
      message: message(
        'connectionsNotSaved',
        error instanceof Error ? error.message : String(error),
      ),
    }));
    setBusy(false);
    setResult({ ...outcome, at: Date.now() });
  }
  const line = result && (standing?.at ?? 0) <= (result.at ?? 0) ? result : standing;

  return (
    <form
      class="connection"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid={`connection-${id}`}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <Field id={`${id}-url`} label={message('connectionsServerAddress')}>
        <input
          id={`${id}-url`}
          type="url"
          value={values.baseUrl}
          onInput={set('baseUrl')}
          placeholder="https://…"
        />
      </Field>
      <Field id={`${id}-user`} label={userLabel}>
        <input
          id={`${id}-user`}
          type="text"
          autocomplete="username"
          value={values.username}
          onInput={set('username')}
        />
      </Field>
      <Field id={`${id}-password`} label={message('connectionsPassword')}>
        <input
          id={`${id}-password`}
          type="password"
          autocomplete="current-password"
          value={values.password}
          onInput={set('password')}
        />
      </Field>
      <div class="form-actions">
        <button type="submit" class="primary" disabled={busy}>
          {busy ? message('connectionsChecking') : submitLabel}
        </button>
        {children}
      </div>
      {line && (
        <p
          class={line.ok ? 'notice' : 'error'}
          role={line.ok ? 'status' : 'alert'}
          data-testid={`${id}-sign-in`}
        >
          {line.message}
        </p>
      )}
    </form>
  );
}
