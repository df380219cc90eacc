import { useState } from 'preact/hooks';
import { describedBy, Field } from '../../../../components/options/Field';
import { errorsByField } from '../../../../components/options/form-model';
import { submitWrite } from '../../resource/writes';

export interface CommentFormProps {
  incidentId: string;
}

/** CONTRACT.md: a comment is 1–2000 characters. The background and the server say the rest. */
const MAX = 2000;

/** "Add comment": queued like every write, so it shows at once and reaches the server later. */
export function CommentForm({ incidentId }: CommentFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const id = `comment-${incidentId}`;

  async function submit(event: Event) {
    event.preventDefault();
    const comment = text.trim();
    setMessage('');
    if (!comment) return setError('Write a comment first.');
    if (comment.length > MAX) return setError(`A comment can be at most ${MAX} characters.`);
    const result = await submitWrite('commentOnIncident', { comment }, incidentId);
    const errors = errorsByField(result.errors);
    setError(errors.comment ?? errors._form ?? '');
    if (result.errors.length) return;
    setText('');
    setMessage('Comment added. It will reach the server as soon as it can.');
  }

  return (
    <form class="comment-form" onSubmit={submit} noValidate data-testid="comment-form">
      <Field id={id} label="Add a comment" error={error}>
        <textarea
          id={id}
          rows={3}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </Field>
      <div class="form-actions">
        <button type="submit" class="primary">
          Add comment
        </button>
        {message && (
          <span class="notice" role="status">
            {message}
          </span>
        )}
      </div>
    </form>
  );
}
