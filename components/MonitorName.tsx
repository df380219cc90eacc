/** How much of a name's end stays in view when the name is too long for its column. */
const TAIL_GRAPHEMES = 10;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const splits = new Map<string, readonly [string, string]>();
const MAX_REMEMBERED = 2000;

/** Moving the cut this far forward to where a word starts reads better than cutting inside it. */
const MAX_WORD_REACH = 4;

/** The cut moved on to where the next word starts ("(af-1)", not "ver (af-1)"), if near. */
function wordStart(parts: readonly string[], cut: number): number {
  for (let at = cut; at <= cut + MAX_WORD_REACH && at < parts.length; at++) {
    if (!/^\s/u.test(parts[at] ?? '') && /^[\s,;:/]/u.test(parts[at - 1] ?? '')) return at;
  }
  return /^\s/u.test(parts[cut] ?? '') ? cut + 1 : cut;
}

/**
 * A name cut in two where its distinguishing end begins, at a word if one starts near:
 * "Payments webhook receiver " + "(af-1)", "Payments webhook rec" + "eiver-eu-3".
 * By graphemes, so an emoji or an accented letter is never cut in half. Remembered per name, so
 * scrolling through 10,000 rows segments each name once.
 */
export function headAndTail(name: string): readonly [string, string] {
  const known = splits.get(name);
  if (known) return known;
  const parts = Array.from(graphemes.segment(name), (part) => part.segment);
  // A short name fits whole, or nearly: it is cut at its end like any text, if at all.
  const cut =
    parts.length > 2 * TAIL_GRAPHEMES
      ? wordStart(parts, parts.length - TAIL_GRAPHEMES)
      : parts.length;
  const split = [parts.slice(0, cut).join(''), parts.slice(cut).join('')] as const;
  if (splits.size >= MAX_REMEMBERED) splits.clear();
  splits.set(name, split);
  return split;
}

export interface MonitorNameProps {
  name: string;
}

/**
 * A middle ellipsis drawn by the browser's own text layout: the head shrinks and ends in "…", the
 * tail always shows ("Payments webhook rec…eiver-eu-3"). Nothing is measured in script, so it
 * costs nothing per scroll and follows any width; the text in the page stays the whole name, so
 * screen readers, copy and find read it all, and `title` shows it on hover. A `<bdi>`: a name's
 * right-to-left override stays inside it (components/Isolated.tsx).
 */
export function MonitorName({ name }: MonitorNameProps) {
  const [head, tail] = headAndTail(name);
  return (
    <bdi class="monitor-name" title={name} data-testid="monitor-name">
      <span class="name-head">{head}</span>
      <span class="name-tail">{tail}</span>
    </bdi>
  );
}
