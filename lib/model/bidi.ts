/*
 * Names come from servers and may hold right-to-left letters or direction overrides (U+202E):
 * unisolated, they reorder the text around them ("gnp.exe" drawn as "exe.png"). Unicode's
 * isolates (UAX #9, FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE) keep a name's direction
 * inside it. Pages isolate names by markup (`<bdi>`, components/Isolated.tsx); this is for text
 * that has no markup, such as a notification's title.
 */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A server-given name, isolated for plain text. */
export const isolated = (name: string) =>
  `${FIRST_STRONG_ISOLATE}${name}${POP_DIRECTIONAL_ISOLATE}`;
