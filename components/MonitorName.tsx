/** How much of a name's end stays in view when the name is too long for its column. */
const TAIL_GRAPHEMES = 10;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const splits = new Map<string, readonly [string, string]>();
const MAX_REMEMBERED = 2000;

/**
 * A name cut in two where its distinguishing end begins: "Payments webhook rec" + "eiver-eu-3".
 * By graphemes, so an emoji or an accented letter is never cut in half. Remembered per name, so
 * scrolling through 10,000 rows segments each name once.
 */
export function headAndTail(name: string): readonly [string, string] {
  const known = splits.get(name);
  if (known) return known;
  const parts = Array.from(graphemes.segment(name), (part) => part.segment);
  // A short name fits whole, or nearly: it is cut at its end like any text, if at all.
  const cut = parts.length > 2 * TAIL_GRAPHEMES ? parts.length - TAIL_GRAPHEMES : parts.length;
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
 * screen readers, copy and find read it all, and `title` shows it on hover.
 */
export function MonitorName({ name }: MonitorNameProps) {
  const [head, tail] = headAndTail(name);
  return (
    <span class="monitor-name" title={name} data-testid="monitor-name">
      <span class="name-head">{head}</span>
      <span class="name-tail">{tail}</span>
    </span>
  );
}
