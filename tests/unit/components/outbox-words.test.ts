import { describe, expect, it } from 'vitest';
import { entryTitle, outboxSummary, whyWaiting } from '../../../components/options/outbox-words';
import { formatTime } from '../../../lib/model/date-formats';
import type { ApiErrorKind } from '../../../lib/model/errors/errors';
import type { OutboxEntry, OutboxRow } from '../../../lib/model/outbox-row';
import { UNTIL_SIGNED_IN } from '../../../lib/model/outbox-row';

const NOW = Date.UTC(2026, 10, 23, 12, 0);

function entry(row: Partial<OutboxRow>, more: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    row: {
      seq: 1,
      recordKey: 'incidents:inc_17',
      table: 'incidents',
      operation: 'commentOnIncident',
      recordId: 'inc_17',
      payload: { comment: '' },
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: NOW - 5 * 60_000,
      ...row,
    },
    recordName: 'Payments webhook receiver',
    waitsFor: null,
    ...more,
  };
}
const error = (kind: string) => ({
  kind: kind as ApiErrorKind,
  status: undefined,
  retryAfter: undefined,
  path: undefined,
  message: 'Comment on incident was refused as invalid (HTTP 422).',
  operation: 'Comment on incident',
  retryable: false,
  fieldErrors: [],
});

describe('the outbox in people’s words', () => {
  it('names the write by what it does and the record’s name', () => {
    expect(entryTitle(entry({}))).toBe('Comment on ‘Payments webhook receiver’');
    expect(entryTitle(entry({ operation: 'deleteSeat' }))).toBe(
      'Deleting ‘Payments webhook receiver’',
    );
    // A sentence whole without the name: never a bare "Changes to".
    expect(entryTitle(entry({ operation: 'updateEvent' }, { recordName: null }))).toBe(
      'Changes to this record',
    );
    expect(entryTitle(entry({ operation: 'createCategory' }, { recordName: null }))).toBe(
      'New category',
    );
  });

  it('says which of pause and resume a pause write is', () => {
    const pause = (paused: boolean) =>
      entryTitle(entry({ operation: 'pauseMonitor', payload: { paused } }, { recordName: 'Blog' }));
    expect([pause(true), pause(false)]).toEqual(['Pause ‘Blog’', 'Resume ‘Blog’']);
  });

  it('says why each write waits', () => {
    const retryAt = NOW + 60_000;
    const why = (row: Partial<OutboxRow>, more?: Partial<OutboxEntry>, online = true) =>
      whyWaiting(entry(row, more), NOW, online);
    expect(why({ state: 'failed', lastError: error('validation') })).toBe(
      'refused: Comment on incident was refused as invalid (HTTP 422).',
    );
    expect(why({}, {}, false)).toBe('offline: it goes when you are back online');
    expect(why({ lastError: error('server'), nextAttemptAt: retryAt })).toBe(
      `the server is busy, trying again at ${formatTime(retryAt)}`,
    );
    expect(why({ lastError: error('offline'), nextAttemptAt: retryAt })).toBe(
      `the server could not be reached, trying again at ${formatTime(retryAt)}`,
    );
    expect(why({ lastError: error('timeout'), nextAttemptAt: retryAt })).toBe(
      `could not be sent yet, trying again at ${formatTime(retryAt)}`,
    );
    expect(
      why({}, { waitsFor: { operation: 'createMonitor', recordName: 'Shop', payload: {} } }),
    ).toBe('waiting for new monitor ‘Shop’ to go first');
    expect(why({ nextAttemptAt: UNTIL_SIGNED_IN })).toBe('waiting for you to sign in');
    expect(why({ state: 'needs-confirmation' })).toMatch(/^may not have gone through/);
    expect(why({})).toBe('not sent yet');
  });

  it('counts with plural rules, and says when nothing waits', () => {
    expect(outboxSummary([])).toBe(
      'Nothing left to send: everything you changed has reached the server.',
    );
    expect(outboxSummary([entry({})])).toBe('1 change not sent yet.');
    expect(outboxSummary([entry({}), entry({ state: 'failed', seq: 2 })])).toBe(
      '1 change not sent yet, 1 refused by the server.',
    );
  });
});
