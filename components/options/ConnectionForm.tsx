import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { message } from '../../lib/model/i18n';
import { Field } from './Field';

export interface ConnectionValues {
  baseUrl: string;
  username: string;
  password: string;
}

export interface ConnectionFormProps {
  id: string;
  title: string;
  userLabel: string;
  initial: ConnectionValues;
  submitLabel: string;
  /** Returns what happened, in words: "Signed in as …" or the precise failure. */
  onSubmit: (values: ConnectionValues) => Promise<{ ok: boolean; message: string }>;
  children?: ComponentChildren;
}

/** Address + credentials + a button that proves they work, with the precise failure if not. */
export function ConnectionForm({
  id,
  title,
  userLabel,
  initial,
  submitLabel,
  onSubmit,
  children,
}: ConnectionFormProps) {
  const [values, setValues] = useState(initial);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
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
    setResult(outcome);
  }

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
      {result && (
        <p
          class={result.ok ? 'notice' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          data-testid={`${id}-result`}
        >
          {result.message}
        </p>
      )}
    </form>
  );
}
