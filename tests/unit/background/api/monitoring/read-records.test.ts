import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MAX_RECORD_CHARS,
  readRecords,
} from '../../../../../lib/background/api/monitoring/read-records';
import { unreadableWarning } from '../../../../../lib/background/runtime/sync-state';

const Thing = v.looseObject({ id: v.string(), size: v.number() });

describe('readRecords', () => {
  it('keeps good records and names bad ones by id, or by place when they have none', () => {
    const page = readRecords(
      [{ id: 'a', size: 1 }, { id: 'b', size: '300' }, { size: 2 }, { id: 'c', size: 3 }],
      Thing,
      500,
    );
    expect(page.records.map((r) => r.id)).toEqual(['a', 'c']);
    expect(page.unreadable).toEqual([
      { id: 'b', reason: expect.stringMatching(/^size: /) },
      { id: 'record 503', reason: expect.stringMatching(/^id: /), anonymous: true },
    ]);
  });

  it('an empty id is no id: that record is named by its place, as one that could be any', () => {
    expect(readRecords([{ id: '', size: 'x' }], Thing).unreadable).toEqual([
      { id: 'record 1', reason: expect.stringMatching(/^size: /), anonymous: true },
    ]);
  });

  it('does not keep a record past the size bound, unknown fields included', () => {
    const junk = { id: 'big', size: 1, junk: 'x'.repeat(MAX_RECORD_CHARS) };
    expect(readRecords([junk], Thing).unreadable).toEqual([
      { id: 'big', reason: 'larger than 64 KB' },
    ]);
  });
});

describe('unreadableWarning', () => {
  it('counts and names, up to ten ids', () => {
    expect(unreadableWarning([], ['monitor', 'monitors'])).toBeNull();
    expect(unreadableWarning(['mon_1'], ['monitor', 'monitors'])).toBe(
      '1 monitor could not be read: mon_1',
    );
    const many = Array.from({ length: 12 }, (_, i) => `mon_${i}`);
    expect(unreadableWarning(many, ['monitor', 'monitors'])).toMatch(
      /^12 monitors could not be read: mon_0, .*, mon_9 and 2 more$/,
    );
  });
});
