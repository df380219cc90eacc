import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { BulkOutcome } from '../../../components/options/BulkOutcome';
import { progressText } from '../../../entrypoints/options/section-shell/BulkEdit';
import { batchOf, batchProgress } from '../../../entrypoints/options/section-shell/useBulkBatch';

describe('how a bulk edit says it went', () => {
  it('a write that cancelled a queued one out is not counted as sent, and is named', () => {
    // A bulk resume met a pause still queued: both are gone, and the write has no row (seq).
    const batch = batchOf([{ recordId: 'mon_1' }], []);
    const progress = batchProgress(batch, []);
    expect(progressText(progress)).toBe('Nothing to send.');
    expect(batch.notes).toEqual(['1 cancelled a change not yet sent.']);
  });

  it('counts as sent only the writes that had a row, once their row is gone', () => {
    const batch = batchOf([{ recordId: 'mon_1', seq: 7 }, { recordId: 'mon_2' }], []);
    expect(progressText(batchProgress(batch, []))).toBe('Done: 1 of 1 sent.');
  });

  it('reads only the rows of its batch among those in its range', () => {
    const batch = batchOf(
      [
        { recordId: 'mon_1', seq: 3 },
        { recordId: 'mon_2', seq: 5 },
      ],
      [],
    );
    const row = (seq: number) =>
      ({
        seq,
        recordId: `r${seq}`,
        operation: 'pauseMonitor',
        payload: {},
        state: 'queued',
      }) as never;
    // Seq 4 is another write that arrived between the two: not this batch's.
    expect(batchProgress(batch, [row(4), row(5)])).toMatchObject({
      sent: 1,
      queued: 2,
      done: false,
    });
  });

  it('lists the first 20 refused writes and says how many more there are', () => {
    const refused = Array.from({ length: 25 }, (_, at) => ({
      seq: at + 1,
      title: `Pause ‘Monitor ${at}’`,
      why: 'refused: no',
      recordName: `Monitor ${at}`,
    }));
    const html = renderToString(
      <BulkOutcome
        progress="Done: 0 of 25 sent."
        done
        notes={[]}
        refusedText="25 refused by the server"
        refused={refused}
        outboxHref="#outbox"
        onDismiss={() => undefined}
      />,
    );
    expect(html.match(/<li>/g)).toHaveLength(20);
    expect(html).toContain('and 5 more');
  });
});
