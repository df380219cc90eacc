import { useState } from 'preact/hooks';
import { clipped } from '../../../components/clipped';
import { WithNameIsolated } from '../../../components/Isolated';
import { newerFirst } from '../../../components/options/problem-words';
import { WriteStatus } from '../../../components/options/WriteStatus';
import type { WriteCommand, WriteName } from '../../../lib/messaging/protocol';
import type { FieldError } from '../../../lib/model/errors/errors';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { message } from '../../../lib/platform/i18n';
import { recordNouns } from './list-view';
import { hrefTo } from './routes';
import { SectionForm } from './SectionForm';
import { type ResourceSpec, sectionWrites } from './spec';
import type { LookupData } from './useLookups';
import { discardWrite, resubmitWrite, retryWrite, sendWrite, submitWrite } from './writes';

export interface RecordDetailProps<Row> {
  spec: ResourceSpec<Row>;
  row: Row;
  lookups: LookupData;
  writes: OutboxRow[];
}

/** One record: its special actions, edit form (with the server's field errors), and delete. */
export function RecordDetail<Row>({ spec, row, lookups, writes }: RecordDetailProps<Row>) {
  const offered = sectionWrites(spec.table);
  const id = spec.idOf(row);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [confirming, setConfirming] = useState(false);
  /** What a special action or delete did. */
  const [notice, setMessage] = useState('');
  /** What the last Save did; shown by the Save button. */
  const [saved, setSaved] = useState('');
  const serverProblems = writes
    .filter((w) => w.state === 'failed')
    .flatMap((w) => w.lastError?.fieldErrors ?? []);
  // A refused edit comes back as the user typed it, to fix and send again (the same queued row).
  const refused = writes.find((w) => w.state === 'failed' && w.operation === offered.update);
  // "Saved" holds only until the server answers: a refusal replaces it, never stands beside it.
  const saveStatus = refused ? message('formNotSaved') : saved;

  function report(errors: FieldError[], done: string) {
    setProblems(errors);
    setMessage(errors.length ? '' : done);
    return errors.length === 0;
  }
  async function run(operation: WriteName, payload: Record<string, unknown>, done: string) {
    return report((await submitWrite(operation, payload, id)).errors, done);
  }
  const save = async (command: WriteCommand) => {
    setMessage('');
    const payload = command.payload;
    if (Object.keys(payload).length === 0) {
      setProblems([]);
      return setSaved(message('formNothingChanged'));
    }
    const result =
      refused?.seq !== undefined
        ? await resubmitWrite(refused.seq, payload)
        : await sendWrite(command);
    setProblems(result.errors);
    const done = refused ? message('formSentAgain') : message('formSaved');
    setSaved(result.errors.length ? '' : done);
  };
  const remove = async () => {
    if (offered.delete && (await run(offered.delete, {}, message('recordDeleted'))))
      location.hash = hrefTo(spec.key);
  };

  return (
    <section aria-labelledby="record-heading" data-testid={`detail-${spec.key}`}>
      <p>
        <a href={hrefTo(spec.key)}>{message('recordBackTo', spec.title)}</a>
      </p>
      <h2 id="record-heading" title={spec.nameOf(row)}>
        <bdi>{clipped(spec.nameOf(row))}</bdi>
      </h2>
      <WriteStatus
        rows={writes}
        onRetry={(seq) => void retryWrite(seq)}
        onDiscard={(seq) => void discardWrite(seq)}
      />
      {notice && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      {spec.actions && (
        <div class="record-actions">
          {spec.actions(row).map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={() =>
                void run(
                  action.operation,
                  action.payload,
                  message('recordActionQueued', action.label),
                )
              }
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
      {spec.detail?.(row, { lookups, writes })}
      {offered.update && (
        <SectionForm
          key={`${id}:${refused?.seq ?? ''}`}
          spec={spec}
          lookups={lookups}
          row={row}
          typed={refused?.payload}
          frame={{
            formId: `${spec.key}-edit`,
            problems: newerFirst(serverProblems, problems),
            status: saveStatus,
            statusFailed: Boolean(refused),
            submitLabel: message('formSaveChanges'),
            focusProblemsOnOpen: Boolean(refused),
          }}
          deliver={save}
        />
      )}
      {offered.delete && (
        <div class="danger-zone">
          {confirming ? (
            <>
              <span>
                <WithNameIsolated
                  text={message('recordDeleteConfirm', clipped(spec.nameOf(row)))}
                  name={clipped(spec.nameOf(row))}
                />
              </span>{' '}
              <button type="button" class="danger" onClick={() => void remove()}>
                {message('recordDeleteYes')}
              </button>{' '}
              <button type="button" onClick={() => setConfirming(false)}>
                {message('recordDeleteNo')}
              </button>
            </>
          ) : (
            <button type="button" class="danger" onClick={() => setConfirming(true)}>
              {message('recordDelete', recordNouns(spec).one)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
