import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameMatches, wordsOf } from '../../../lib/model/name-words';
import {
  chosenMonitorId,
  escapeXml,
  monitorSuggestion,
  suggestionContent,
} from '../../../lib/model/omnibox';

const monitor = (name: string, status = 'up', pause = 'active') => ({
  id: 'mon_1',
  name,
  status,
  pause,
});

/** Chrome parses the description as the body of an XML element; so does this. */
function parsesAsXml(description: string) {
  const text = `<d>${description}</d>`;
  const tags = text.match(/<\/?[a-z]+>/g) ?? [];
  const stack: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('</')) {
      if (stack.pop() !== tag.slice(2, -1)) return false;
    } else stack.push(tag.slice(1, -1));
  }
  const withoutTags = text.replace(/<\/?[a-z]+>/g, '');
  return stack.length === 0 && !/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(withoutTags);
}

describe('name words', () => {
  it('splits at anything but letters and digits, lower-cased, accents dropped', () => {
    expect(wordsOf('Payments-API (EU) Café')).toEqual(['payments', 'api', 'eu', 'cafe']);
    expect(wordsOf('  ')).toEqual([]);
    expect(wordsOf('us-5 US-5')).toEqual(['us', '5']);
  });

  it('matches when every searched word begins a word of the name', () => {
    const words = wordsOf('Payments API (EU)');
    expect(nameMatches(words, wordsOf('pay'))).toBe(true);
    expect(nameMatches(words, wordsOf('pay eu'))).toBe(true);
    expect(nameMatches(words, wordsOf('ments'))).toBe(false);
    expect(nameMatches(words, wordsOf('pay us'))).toBe(false);
  });
});

describe('omnibox suggestions', () => {
  it('marks the matched part and dims the status for Chrome', () => {
    expect(monitorSuggestion(monitor('Payments API'), 'pay', true).description).toBe(
      '<match>Pay</match>ments API — <dim>Up</dim>',
    );
    expect(monitorSuggestion(monitor('Legacy pay', 'up', 'paused'), 'pay', true).description).toBe(
      'Legacy <match>pay</match> — <dim>Paused</dim>',
    );
  });

  it('escapes every XML special character of a name for Chrome', () => {
    expect(escapeXml(`<b>&"'</b>`)).toBe('&lt;b&gt;&amp;&quot;&apos;&lt;/b&gt;');
    expect(monitorSuggestion(monitor('A&B <pay> "x"'), 'pay', true).description).toBe(
      'A&amp;B &lt;<match>pay</match>&gt; &quot;x&quot; — <dim>Up</dim>',
    );
  });

  it('is well-formed XML for any name and any search', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (name, searched) => {
        fc.pre(name.length > 0);
        expect(parsesAsXml(monitorSuggestion(monitor(name), searched, true).description)).toBe(
          true,
        );
      }),
    );
  });

  it('shows a status the API adds as sent, even one named like an object property', () => {
    for (const status of ['degraded', 'constructor', 'toString'])
      expect(monitorSuggestion(monitor('Pay', status), 'pay', false).description).toBe(
        `Pay — ${status}`,
      );
  });

  it('is plain text for Firefox, which shows markup as typed', () => {
    expect(monitorSuggestion(monitor('A&B <pay>', 'down'), 'pay', false).description).toBe(
      'A&B <pay> — Down',
    );
  });

  it('names the monitor by id, so choosing a suggestion opens that monitor', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (id, name) => {
        expect(chosenMonitorId(suggestionContent({ id, name }))).toBe(id);
      }),
    );
    expect(chosenMonitorId('payments')).toBeNull();
    expect(chosenMonitorId('#50%')).toBeNull();
  });
});
