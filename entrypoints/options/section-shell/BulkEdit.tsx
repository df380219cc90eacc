import { useMemo, useState } from 'preact/hooks';
import { BulkBar } from '../../../components/options/BulkBar';
import { BulkOutcome } from '../../../components/options/BulkOutcome';
import { countText } from '../../../components/options/counts';
import { whyWaiting, writeTitle } from '../../../components/options/outbox-words';
import { sendMessage, type WriteName } from '../../../lib/messaging/protocol';
import { message, plural } from '../../../lib/platform/i18n';
import { recordNouns } from './list-view';
import { hrefTo } from './routes';
import type { Selection } from './selection';
import { type BulkEdits, type ResourceSpec, sectionWrites } from './spec';
import { type BatchProgress, batchOf, useBulkBatch } from './useBulkBatch';
import type { LookupData } from './useLookups';

export interface BulkEditProps<Row> {
  spec: ResourceSpec<Row> & { bulk: BulkEdits };
  rows: readonly Row[];
  lookups: LookupData;
  selection: Selection;
  /** How many of the selected records the list shows now. */
  selectedShown: number;
  /**
   * Clears the selection: asked, or once an edit is queued. Refused writes are not kept selected:
   * a new write to such a record waits behind the refused one, which is fixed, retried or
   * discarded in the outbox (the summary links there).
   */
  clearSelection: () => void;
}

/** A write to many records, and what to say of records it left alone. */
interface BulkRun {
  operation: WriteName;
  payload: Record<string, unknown>;
  unchangedText: (count: number) => string;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** "12 of 20 sent", then "Done: 20 of 20 sent." (or that there was nothing to send). */
export function progressText({ sent, queued, done }: BatchProgress) {
  if (queued === 0) return message('bulkNothingToSend');
  const counts = [countText(sent), countText(queued)];
  return done ? message('bulkDone', counts) : message('bulkSending', counts);
}

/** The selection's bar of edits, and how the last one goes: each record's write through the outbox. */
export function BulkEdit<Row>(props: BulkEditProps<Row>) {
  const { spec, selection } = props;
  const { batch, setBatch, progress } = useBulkBatch();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const nouns = recordNouns(spec);
  const count = selection.ids.size;
  const offered = sectionWrites(spec.table);

  async function run({ operation, payload, unchangedText }: BulkRun) {
    setBusy(true);
    setProblem('');
    try {
      const recordIds = [...selection.ids];
      const result = await sendMessage('submitWrites', { operation, recordIds, payload });
      if (!result.ok) return setProblem(result.fieldErrors.map((e) => e.message).join(' '));
      const notes = [
        result.unchanged.length > 0 ? unchangedText(result.unchanged.length) : '',
        result.missing.length > 0 ? plural('bulkMissing', result.missing.length) : '',
        // A chunk failed part-way: what came before it is queued and shown going, the rest named.
        result.notQueued
          ? plural('bulkNotQueued', result.notQueued.recordIds.length, [result.notQueued.problem])
          : '',
      ].filter(Boolean);
      setBatch(batchOf(result.queued, notes));
      props.clearSelection();
    } catch (error) {
      setProblem(message('queueFailed', reason(error)));
    } finally {
      setBusy(false);
    }
  }

  const { actions, move } = spec.bulk;
  // One map, not a search of every row for each refused write (a bulk edit may cover 10,000);
  // made only once something is refused.
  const anyRefused = (progress?.refused.length ?? 0) > 0;
  const names = useMemo(
    () =>
      anyRefused ? new Map(props.rows.map((row) => [spec.idOf(row), spec.nameOf(row)])) : null,
    [anyRefused, props.rows, spec],
  );
  const nameOf = (id: string) => names?.get(id) ?? null;
  const hidden = count - props.selectedShown;
  return (
    <>
      {count > 0 && (
        <BulkBar
          countText={
            hidden > 0
              ? message('bulkSelectedHidden', [countText(count), countText(hidden)])
              : message('bulkSelected', countText(count))
          }
          actions={actions.map((action) => action.label)}
          onAction={(index) => {
            const action = actions[index];
            if (action) void run(action);
          }}
          move={move && { label: move.label, choices: move.choices(props.lookups) }}
          onMove={(value) =>
            move &&
            offered.update &&
            void run({
              operation: offered.update,
              payload: { [move.field]: value },
              unchangedText: move.unchangedText,
            })
          }
          deleteQuestion={
            offered.delete
              ? message('bulkDeleteAsk', [countText(count), count === 1 ? nouns.one : nouns.many])
              : null
          }
          onDelete={() =>
            offered.delete &&
            void run({ operation: offered.delete, payload: {}, unchangedText: () => '' })
          }
          onClear={props.clearSelection}
          busy={busy}
        />
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      {batch && progress && (
        <BulkOutcome
          progress={progressText(progress)}
          done={progress.done}
          notes={batch.notes}
          refusedText={plural('outboxRefusedCount', progress.refused.length)}
          refused={progress.refused.map((row) => {
            const recordName = nameOf(row.recordId);
            return {
              seq: row.seq,
              title: writeTitle(row.operation, recordName, row.payload),
              why: whyWaiting({ row, recordName, waitsFor: null }, Date.now(), navigator.onLine),
              recordName,
            };
          })}
          outboxHref={hrefTo('outbox')}
          onDismiss={() => setBatch(null)}
        />
      )}
    </>
  );
}
