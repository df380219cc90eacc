import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseWith } from '../../../../lib/background/api/http/parse-answer';
import {
  envelopeOf,
  lenientFlag,
  lenientId,
  oneRecordOf,
} from '../../../../lib/model/monitoring/schemas-shared';

const Item = v.looseObject({ id: v.string() });
const Items = envelopeOf('items', Item);

describe('envelopeOf', () => {
  it('unwraps the published envelope {<key>: [...], requestedBy, terms}', () => {
    const body = { items: [{ id: 'a' }, { id: 'b' }], requestedBy: 'me@example.com', terms: 'T' };
    expect(v.parse(Items, body)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('accepts a bare array', () => {
    expect(v.parse(Items, [{ id: 'a' }])).toEqual([{ id: 'a' }]);
  });

  it('refuses as a list any answer that is not one: one bare record, an object under the key', () => {
    for (const body of [
      { id: 'a', extra: 1 },
      { items: { id: 'a' }, requestedBy: 'x' },
    ]) {
      expect(() => parseWith('List items', Items, body)).toThrow(
        expect.objectContaining({ kind: 'bad-response' }),
      );
    }
    expect(() => parseWith('List items', Items, { items: { notAnArray: true } })).toThrow(
      expect.objectContaining({ path: 'items', message: expect.stringContaining('not a list') }),
    );
  });

  it("reads a write's answer as its one record, in any shape that names it", () => {
    const One = oneRecordOf(Items);
    expect(v.parse(One, { id: 'a', extra: 1 })).toEqual([{ id: 'a', extra: 1 }]);
    expect(v.parse(One, { items: { id: 'a' }, requestedBy: 'x' })).toEqual([{ id: 'a' }]);
    expect(v.parse(One, { items: [{ id: 'a' }] })).toEqual([{ id: 'a' }]);
  });

  it('names the list and index of a bad record', () => {
    expect(() => parseWith('List items', Items, { items: [{ id: 'a' }, { id: 7 }] })).toThrow(
      expect.objectContaining({ kind: 'bad-response', path: 'items.1.id' }),
    );
  });

  it('reports an envelope without the list under the list key', () => {
    expect(() => parseWith('List items', Items, { requestedBy: 'x', terms: 'y' })).toThrow(
      expect.objectContaining({ kind: 'bad-response', path: 'items' }),
    );
  });

  it('refuses something that is no record at all', () => {
    expect(() => parseWith('List items', Items, 'hello')).toThrow(
      expect.objectContaining({ kind: 'bad-response' }),
    );
  });
});

describe('lenient values (records the published description does not describe)', () => {
  it('reads numeric ids as strings', () => {
    expect(v.parse(lenientId, 42)).toBe('42');
  });

  it('reads flags given as booleans or strings as 0/1', () => {
    expect([true, false, '1', '0', 1, 0].map((flag) => v.parse(lenientFlag, flag))).toEqual([
      1, 0, 1, 0, 1, 0,
    ]);
    expect(v.safeParse(lenientFlag, 2).success).toBe(false);
  });
});
