/**
 * The `markup` fault (CONTRACT.md "Control API"): every free-text field of a JSON answer, at any
 * depth, gets markup that would run script if a page ever treated it as HTML, and every field
 * that holds a URL becomes a `javascript:` URL. Ids, enums, numbers and dates are left alone,
 * so the answer still validates and the strings reach the screen.
 */

/** Would set `window.__pwned` and open a dialog, were it parsed as HTML. */
export const HOSTILE_MARKUP =
  '<img src=x onerror="window.__pwned=1;alert(1)"><script>window.__pwned=1</script>' +
  '<a href="javascript:window.__pwned=1">click</a>';
export const HOSTILE_URL = 'javascript:window.__pwned=1;alert(1)//';

const TEXT_KEYS = new Set([
  'name',
  'description',
  'cause',
  'message',
  'comment',
  'author',
  'monitorName',
  'title',
  'location',
  'eventDescription',
  'eventName',
]);
const URL_KEYS = new Set(['uri', 'homepageLink', 'domain', 'logoLight', 'logoDark', 'favicon']);

function poisonField(key: string, value: unknown): unknown {
  if (typeof value !== 'string') return poison(value);
  if (TEXT_KEYS.has(key)) return `${value} ${HOSTILE_MARKUP}`;
  if (URL_KEYS.has(key)) return `${HOSTILE_URL}${value}`;
  // An integration's target is a URL unless it is an email address, which must stay one.
  if (key === 'target' && !value.includes('@')) return `${HOSTILE_URL}${value}`;
  return value;
}

/** A copy of a parsed JSON answer with its free text made hostile. */
export function poison(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(poison);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, poisonField(key, value)]),
  );
}
