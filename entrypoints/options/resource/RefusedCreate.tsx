import { useState } from 'preact/hooks';
import {
  createPayload,
  errorsByField,
  valuesFromPayload,
} from '../../../components/options/form-model';
import { RecordForm } from '../../../components/options/RecordForm';
import { WriteStatus } from '../../../components/options/WriteStatus';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { hrefTo } from '../useHashRoute';
import type { ResourceSpec } from './spec';
import type { LookupData } from './useLookups';
import { discardWrite, resubmitWrite, retryWrite } from './writes';

export interface RefusedCreateProps<Row> {
  spec: ResourceSpec<Row>;
  lookups: LookupData;
  /** The failed create: what the user typed, and the server's reasons. */
  write: OutboxRow & { seq: number };
}

/**
 * A create the server refused: nothing was made, but nothing typed is lost. The form comes back
 * filled in, each reason by its field, to fix and send again (the same queued write).
 */
export function RefusedCreate<Row>({ spec, lookups, write }: RefusedCreateProps<Row>) {
  const fields = spec.fields(lookups);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const serverErrors = errorsByField(write.lastError?.fieldErrors ?? [], spec.errorField, fields);

  async function sendAgain(values: Record<string, unknown>) {
    const typed = createPayload(fields, values);
    const payload = spec.finishPayload?.(typed, 'create', values) ?? typed;
    const result = await resubmitWrite(write.seq, payload);
    setErrors(errorsByField(result.errors, spec.errorField, fields));
    setMessage(
      result.errors.length ? '' : 'Sent again. It will reach the server as soon as it can.',
    );
  }

  return (
    <section aria-labelledby="resource-heading" data-testid={`refused-${spec.key}`}>
      <p>
        <a href={hrefTo(spec.key)}>← {spec.title}</a>
      </p>
      <h2 id="resource-heading">This {spec.singular} was not created</h2>
      <p role="alert">
        The server refused it. What you typed is below: fix what it names and send it again, or
        discard it.
      </p>
      <WriteStatus
        rows={[write]}
        onRetry={(seq) => void retryWrite(seq)}
        onDiscard={(seq) => void discardWrite(seq).then(() => (location.hash = hrefTo(spec.key)))}
      />
      {message && (
        <p class="notice" role="status">
          {message}
        </p>
      )}
      <RecordForm
        key={write.seq}
        formId={`${spec.key}-refused`}
        fields={fields}
        initial={valuesFromPayload(fields, spec.blank, write.payload)}
        errors={{ ...serverErrors, ...errors }}
        submitLabel="Send again"
        onSubmit={sendAgain}
      />
    </section>
  );
}
