import { useState } from 'preact/hooks';
import { errorsByField, updatePayload } from '../../../components/options/form-model';
import { RecordForm } from '../../../components/options/RecordForm';
import { WriteStatus } from '../../../components/options/WriteStatus';
import type { OutboxRow } from '../../../lib/db/outbox-row';
import type { WriteName } from '../../../lib/messaging/protocol';
import { hrefTo } from '../useHashRoute';
import type { ResourceSpec } from './spec';
import type { LookupData } from './useLookups';
import { discardWrite, retryWrite, submitWrite } from './writes';

export interface RecordDetailProps<Row> {
  spec: ResourceSpec<Row>;
  row: Row;
  lookups: LookupData;
  writes: OutboxRow[];
}

/** One record: its special actions, edit form (with the server's field errors), and delete. */
export function RecordDetail<Row>({ spec, row, lookups, writes }: RecordDetailProps<Row>) {
  const id = spec.idOf(row);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const serverErrors = errorsByField(
    writes.filter((w) => w.state === 'failed').flatMap((w) => w.lastError?.fieldErrors ?? []),
    spec.errorField,
  );
  const initial = spec.fromRow(row);

  async function run(operation: WriteName, payload: Record<string, unknown>, done: string) {
    const result = await submitWrite(operation, payload, id);
    setErrors(errorsByField(result.errors, spec.errorField));
    setMessage(result.errors.length ? '' : done);
    return result.errors.length === 0;
  }
  const save = async (values: Record<string, unknown>) => {
    const payload = updatePayload(spec.fields(lookups), initial, values);
    if (Object.keys(payload).length === 0) return setMessage('Nothing changed.');
    if (spec.operations.update)
      await run(
        spec.operations.update,
        spec.finishPayload?.(payload, 'update', values) ?? payload,
        'Saved. It will reach the server as soon as it can.',
      );
  };
  const remove = async () => {
    if (spec.operations.delete && (await run(spec.operations.delete, {}, 'Deleted.')))
      location.hash = hrefTo(spec.key);
  };

  return (
    <section aria-labelledby="record-heading" data-testid={`detail-${spec.key}`}>
      <p>
        <a href={hrefTo(spec.key)}>← {spec.title}</a>
      </p>
      <h2 id="record-heading">{spec.nameOf(row)}</h2>
      <WriteStatus
        rows={writes}
        onRetry={(seq) => void retryWrite(seq)}
        onDiscard={(seq) => void discardWrite(seq)}
      />
      {message && (
        <p class="notice" role="status">
          {message}
        </p>
      )}
      {spec.actions && (
        <div class="record-actions">
          {spec.actions(row).map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={() => void run(action.operation, action.payload, `${action.label}: queued.`)}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
      {spec.detail?.(row, { lookups, writes })}
      {spec.operations.update && (
        <RecordForm
          key={id}
          formId={`${spec.key}-edit`}
          fields={spec.fields(lookups)}
          initial={initial}
          errors={{ ...serverErrors, ...errors }}
          submitLabel="Save changes"
          onSubmit={save}
        />
      )}
      {spec.operations.delete && (
        <div class="danger-zone">
          {confirming ? (
            <>
              <span>Delete {spec.nameOf(row)}? This cannot be undone.</span>{' '}
              <button type="button" class="danger" onClick={() => void remove()}>
                Yes, delete
              </button>{' '}
              <button type="button" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" class="danger" onClick={() => setConfirming(true)}>
              Delete {spec.singular}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
