import { useState } from 'preact/hooks';
import { Field } from '../../../components/options/Field';
import { fieldSentence } from '../../../lib/model/errors/field-problems';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import { sendWrite } from '../section-shell/writes';

export interface PageAccessFormProps {
  page: RecordOf<'pages'>;
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
  const [notice, setMessage] = useState('');
  const id = `page-access-${page.id}`;
  const passwordLabel =
    page.accessType === 1 ? message('accessNewPassword') : message('accessPassword');

  async function submit(event: Event) {
    event.preventDefault();
    setMessage('');
    if (access === 1 && password.length < MIN_PASSWORD)
      return setError(fieldSentence(passwordLabel, message('problemPasswordLength')));
    const payload = access === 1 ? { access, password } : { access };
    const result = await sendWrite({
      operation: 'updatePageAuthentication',
      recordId: page.id,
      payload,
    });
    const worded = result.errors.map((e) =>
      e.field === 'password' && e.problem ? fieldSentence(passwordLabel, e.problem) : e.message,
    );
    setError(worded.join(' '));
    if (result.errors.length === 0) {
      setPassword('');
      setMessage(message('accessQueued'));
    }
  }

  return (
    <form class="page-access" onSubmit={submit} noValidate data-testid="page-access-form">
      <fieldset class="form-group">
        <legend>{message('accessLegend')}</legend>
        <p class="muted">
          {page.accessType === 1 ? message('accessNowPassword') : message('accessNowPublic')}
        </p>
        <div class="choice-list">
          <label>
            <input
              type="radio"
              name={`${id}-type`}
              checked={access === 0}
              onChange={() => setAccess(0)}
            />
            {message('accessPublic')}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-type`}
              checked={access === 1}
              onChange={() => setAccess(1)}
            />
            {message('accessPasswordProtected')}
          </label>
        </div>
        {access === 1 && (
          <Field
            id={`${id}-password`}
            label={passwordLabel}
            help={message('accessPasswordHelp', String(MIN_PASSWORD))}
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
          <button type="submit">{message('accessUpdate')}</button>
          {notice && (
            <span class="notice" role="status">
              {notice}
            </span>
          )}
        </div>
      </fieldset>
    </form>
  );
}
