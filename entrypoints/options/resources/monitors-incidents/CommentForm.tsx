import { useState } from 'preact/hooks';
import { describedBy, Field } from '../../../../components/options/Field';
import { errorsByField } from '../../../../components/options/form-model';
import type { OutboxRow } from '../../../../lib/model/outbox-row';
import { message, numberText } from '../../../../lib/platform/i18n';
import { resubmitWrite, sendWrite } from '../../section-shell/writes';

export interface CommentFormProps {
  incidentId: string;
  /** A comment of this incident the server refused: shown here to fix and send again. */
  refused?: OutboxRow;
}

function textOf(write: OutboxRow | undefined) {
  const payload = write?.payload;
  const comment =
    payload && typeof payload === 'object'
      ? new Map(Object.entries(payload)).get('comment')
      : undefined;
  return typeof comment === 'string' ? comment : '';
}

/** CONTRACT.md: a comment is 1–2000 characters. The background and the server say the rest. */
const MAX = 2000;

/** "Add comment": queued like every write, so it shows at once and reaches the server later. */
export function CommentForm({ incidentId, refused }: CommentFormProps) {
  const [text, setText] = useState(textOf(refused));
  const [error, setError] = useState(refused?.lastError?.message ?? '');
  const [notice, setNotice] = useState('');
  const id = `comment-${incidentId}`;

  async function submit(event: Event) {
    event.preventDefault();
    const comment = text.trim();
    setNotice('');
    if (!comment) return setError(message('commentEmpty'));
    if (comment.length > MAX) return setError(message('commentTooLong', numberText(MAX)));
    const result =
      refused?.seq !== undefined
        ? await resubmitWrite(refused.seq, { comment })
        : await sendWrite({
            operation: 'commentOnIncident',
            recordId: incidentId,
            payload: { comment },
          });
    const errors = errorsByField(result.errors);
    setError(errors.comment ?? errors._form ?? '');
    if (result.errors.length) return;
    setText('');
    setNotice(message('commentAdded'));
  }

  return (
    <form class="comment-form" onSubmit={submit} noValidate data-testid="comment-form">
      <Field
        id={id}
        label={refused ? message('commentRefused') : message('commentAddLabel')}
        error={error}
      >
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
          {refused ? message('formSendAgain') : message('commentAdd')}
        </button>
        {notice && (
          <span class="notice" role="status">
            {notice}
          </span>
        )}
      </div>
    </form>
  );
}
