/**
 * Many texts searched as one: laid end to end in one string, so a search is the engine's own
 * `indexOf` over memory read in order, not one `includes` per text on strings spread over the
 * heap. At 100,000 monitors, a keystroke's pass over each row's own text took about 30 ms, most of
 * it waiting on memory (docs/ARCHITECTURE.md, "Searching a long list").
 */
export interface SearchIndex {
  text: string;
  /** Where each text begins in `text`; one more entry, where the text after the last would. */
  starts: Int32Array;
}

/**
 * Between two texts. A search box holds no line break, so its needle never crosses one; a needle
 * that holds one is checked against the end of the text it was found in (`matchesOf`).
 */
const BETWEEN = '\n';

export function searchIndexOf(texts: readonly string[]): SearchIndex {
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((text, place) => {
    starts[place] = at;
    at += text.length + BETWEEN.length;
  });
  starts[texts.length] = at;
  return { text: texts.join(BETWEEN), starts };
}

/** Which texts hold `needle` (1 at their place), as `texts[place].includes(needle)` says. */
export function matchesOf({ text, starts }: SearchIndex, needle: string): Uint8Array {
  const count = starts.length - 1;
  const matches = new Uint8Array(count);
  if (needle === '') return matches.fill(1);
  let place = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return matches;
    while ((starts[place + 1] as number) <= at) place++;
    const end = (starts[place + 1] as number) - BETWEEN.length;
    if (at + needle.length <= end) {
      // Found in this text: the next search begins at the next one.
      matches[place] = 1;
      place++;
      if (place === count) return matches;
      from = starts[place] as number;
    } else {
      // The needle holds the separator and this match runs into the next text: not a match.
      from = at + 1;
    }
  }
}
