/*
 * A server-given name keeps its direction inside it: `<bdi>` isolates it (UAX #9), so a right-to-
 * left override in "Logo \u202Egnp.exe" cannot reorder the text around it. Plain text without
 * markup (a notification) uses lib/model/bidi.ts instead.
 */

export interface WithNameIsolatedProps {
  /** A sentence that may contain the name, e.g. "Pause ‘Blog’". */
  text: string;
  name: string | null;
}

/** A sentence with the name in it isolated; the text reads exactly as before. */
export function WithNameIsolated({ text, name }: WithNameIsolatedProps) {
  const at = name ? text.indexOf(name) : -1;
  if (!name || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi>{name}</bdi>
      {text.slice(at + name.length)}
    </>
  );
}
