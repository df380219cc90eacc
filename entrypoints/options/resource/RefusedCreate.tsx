import { useState } from 'preact/hooks';
import {
  createPayload,
  errorsByField,
  valuesFromPayload,
} from '../../../components/options/form-model';
import { RecordForm } from '../../../components/options/RecordForm';
import { WriteStatus } from '../../../components/options/WriteStatus';
import { message } from '../../../lib/model/i18n';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { hrefTo } from '../useHashRoute';
import { recordNouns } from './list-view';
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
  const [sent, setSent] = useState('');
  const serverErrors = errorsByField(write.lastError?.fieldErrors ?? [], spec.errorField, fields);

  async function sendAgain(values: Record<string, unknown>) {
    const typed = createPayload(fields, values);
    const payload = spec.finishPayload?.(typed, 'create', values) ?? typed;
    const result = await resubmitWrite(write.seq, payload);
    setErrors(errorsByField(result.errors, spec.errorField, fields));
    setSent(result.errors.length ? '' : message('formSentAgain'));
  }

  return (
    <section aria-labelledby="resource-heading" data-testid={`refused-${spec.key}`}>
      <p>
        <a href={hrefTo(spec.key)}>{message('recordBackTo', spec.title)}</a>
      </p>
      <h2 id="resource-heading">{message('formNotCreated', recordNouns(spec).one)}</h2>
      <p role="alert">{message('formNotCreatedBody')}</p>
      <WriteStatus
        rows={[write]}
        onRetry={(seq) => void retryWrite(seq)}
        onDiscard={(seq) => void discardWrite(seq).then(() => (location.hash = hrefTo(spec.key)))}
      />
      <RecordForm
        key={write.seq}
        formId={`${spec.key}-refused`}
        fields={fields}
        initial={valuesFromPayload(fields, spec.blank, write.payload)}
        creating
        errors={{ ...serverErrors, ...errors }}
        status={sent}
        submitLabel={message('formSendAgain')}
        onSubmit={sendAgain}
      />
    </section>
  );
}
