/**
 * Longest stretch of a server-given name or text drawn in a list or heading. A record's name
 * may be any length (no limit is published); past this it is cut with "…" and the whole text
 * stays reachable as the element's `title` and in the record's edit form.
 */
const SHOWN_NAME_CHARS = 120;

export function clipped(text: string, max = SHOWN_NAME_CHARS): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
