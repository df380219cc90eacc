import { useState } from 'preact/hooks';
import { Field } from '../../../components/options/Field';
import type { PageRow } from '../../../lib/model/rows';
import { submitWrite } from '../resource/writes';

export interface PageAccessFormProps {
  page: PageRow;
}

/** CONTRACT.md "PageAuthenticationRequest": a password is at least this long. */
const MIN_PASSWORD = 6;

/**
 * Public or password protected. Separate from the page form because the server takes a password
 * only through the authentication operation, and refuses `access: 1` in a page update until one is
 * set. The password goes to the background, which keeps it out of IndexedDB (lib/background/outbox/secrets).
 */
export function PageAccessForm({ page }: PageAccessFormProps) {
  const [access, setAccess] = useState<0 | 1>(page.accessType === 1 ? 1 : 0);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const id = `page-access-${page.id}`;

  async function submit(event: Event) {
    event.preventDefault();
    setMessage('');
    if (access === 1 && password.length < MIN_PASSWORD)
      return setError(`The password must be at least ${MIN_PASSWORD} characters.`);
    const payload = access === 1 ? { access, password } : { access };
    const result = await submitWrite('updatePageAuthentication', payload, page.id);
    setError(result.errors.map((e) => e.message).join(' '));
    if (result.errors.length === 0) {
      setPassword('');
      setMessage('Access change queued. It will reach the server as soon as it can.');
    }
  }

  return (
    <form class="page-access" onSubmit={submit} noValidate data-testid="page-access-form">
      <fieldset>
        <legend>Who can see this page</legend>
        <p class="muted">
          Now: {page.accessType === 1 ? 'only visitors with the password' : 'everyone (public)'}. A
          password can only be set here; the server never sends it back.
        </p>
        <label>
          <input
            type="radio"
            name={`${id}-type`}
            checked={access === 0}
            onChange={() => setAccess(0)}
          />{' '}
          Public
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-type`}
            checked={access === 1}
            onChange={() => setAccess(1)}
          />{' '}
          Password protected
        </label>
        {access === 1 && (
          <Field
            id={`${id}-password`}
            label={page.accessType === 1 ? 'New password' : 'Password'}
            help={`At least ${MIN_PASSWORD} characters.`}
            error={error}
          >
            <input
              id={`${id}-password`}
              type="password"
              autocomplete="new-password"
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-password-help${error ? ` ${id}-password-error` : ''}`}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </Field>
        )}
        {error && access === 0 && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="form-actions">
          <button type="submit">Update access</button>
        </div>
        {message && (
          <p class="notice" role="status">
            {message}
          </p>
        )}
      </fieldset>
    </form>
  );
}
