import type { ApiErrorKind } from './errors';

/**
 * The one table of what each kind of failure means (pure data: pages read it too), read by the outbox (retry or stop, resend or
 * reconcile), the sync engine and the glance (badge and popup header), and the connection checks.
 * Nothing else decides these things, so they cannot disagree about the same failure.
 *
 * - `retry`: automatically (with backoff), after the user signs in or fixes Settings, or never
 *   without the user (the server refused it: only a changed request can succeed).
 * - `mayHaveApplied`: the request may have reached the server and changed something though we
 *   never heard so. A write that is not safe to repeat is then reconciled or handed to the user.
 *   By HTTP's own rules (RFC 9110 §9.2.2, §15.6: a 5xx says the server failed, not that it did
 *   nothing), only a refusal proves a request was not applied: a 4xx other than 408, 425 and 429,
 *   or a sign-in failure, which a server answers before the request can act (docs/ERRORS.md).
 * - `glance`: what the toolbar badge and the popup header say about a sync that failed so.
 * - and the few kinds that mean more somewhere (ErrorPolicy below): docs/ERRORS.md lists them all.
 */
type GlanceProblem =
  | 'unreachable'
  | 'not-answering'
  | 'rate-limited'
  | 'server-trouble'
  | 'signed-out'
  | 'storage-full'
  | 'none';

export interface ErrorPolicy {
  retry: 'automatically' | 'after-sign-in' | 'never';
  mayHaveApplied: boolean;
  glance: GlanceProblem;
  /** A queued write waiting to go again after failing so, in the outbox's words. */
  waiting: 'unreachable' | 'server-busy' | 'not-sent-yet';
  /** A delete that fails so finds the record already gone: done, as the user wanted. */
  deleteDone: boolean;
  /** The server no longer takes the account's token: it is forgotten, and signing in asks again. */
  dropsToken: boolean;
  /**
   * The answer came but could not be read whole. An error answer's body that fails so is dropped
   * (lib/background/api/http/answer-hooks.ts): its status still says what happened (a 429 stays a 429).
   */
  answerUnread: boolean;
  /**
   * A ticket's QR image that fails so (lib/background/tickets/cache-qr.ts): fetched again at once
   * (cut off or garbled), refused as no ticket's (too large: never fetched again at once), or
   * tried at the next sync round (offline, signed out, …).
   */
  qrImage: 'fetch-again' | 'refused' | 'next-round';
}

type Decided = Pick<ErrorPolicy, 'retry' | 'mayHaveApplied' | 'glance'>;

/** A kind's policy: what it decides, and the usual answer to everything else. */
const rule = (decided: Decided, unusual: Partial<ErrorPolicy> = {}): ErrorPolicy => ({
  waiting: 'not-sent-yet',
  deleteDone: false,
  dropsToken: false,
  answerUnread: false,
  qrImage: 'next-round',
  ...decided,
  ...unusual,
});

export const errorPolicy: Record<ApiErrorKind, ErrorPolicy> = {
  // Refused, reset or dropped: a reset can come after the server applied the request.
  offline: rule(
    { retry: 'automatically', mayHaveApplied: true, glance: 'unreachable' },
    { waiting: 'unreachable' },
  ),
  // Reached but silent (hangs, drips): not "offline", which is for no connection at all.
  timeout: rule({ retry: 'automatically', mayHaveApplied: true, glance: 'not-answering' }),
  // The answer broke off half-way: the request got there.
  interrupted: rule(
    { retry: 'automatically', mayHaveApplied: true, glance: 'server-trouble' },
    { answerUnread: true },
  ),
  // Refused unread past a bound (lib/background/api/http/http.ts, lib/background/api/http/paging.ts): the request got there.
  'too-large': rule(
    { retry: 'automatically', mayHaveApplied: true, glance: 'server-trouble' },
    { answerUnread: true, qrImage: 'refused' },
  ),
  aborted: rule({ retry: 'automatically', mayHaveApplied: true, glance: 'none' }),
  auth: rule(
    { retry: 'after-sign-in', mayHaveApplied: false, glance: 'signed-out' },
    { dropsToken: true },
  ),
  config: rule({ retry: 'after-sign-in', mayHaveApplied: false, glance: 'signed-out' }),
  validation: rule({ retry: 'never', mayHaveApplied: false, glance: 'server-trouble' }),
  'not-found': rule(
    { retry: 'never', mayHaveApplied: false, glance: 'server-trouble' },
    { deleteDone: true },
  ),
  conflict: rule({ retry: 'never', mayHaveApplied: false, glance: 'server-trouble' }),
  rejected: rule({ retry: 'never', mayHaveApplied: false, glance: 'server-trouble' }),
  // 429 and 425 say "not now", not "not done": nothing in HTTP forbids a server to act first.
  'rate-limited': rule(
    { retry: 'automatically', mayHaveApplied: true, glance: 'rate-limited' },
    { waiting: 'server-busy' },
  ),
  // 500, 503 and any other 5xx: the server failed somewhere, perhaps after saving the change.
  server: rule(
    { retry: 'automatically', mayHaveApplied: true, glance: 'server-trouble' },
    { waiting: 'server-busy' },
  ),
  // 502 and 504: a proxy lost the server's answer; the server may well have done it.
  gateway: rule(
    { retry: 'automatically', mayHaveApplied: true, glance: 'server-trouble' },
    { waiting: 'server-busy' },
  ),
  // An answer we could not read: whatever it was, the request got there.
  'bad-response': rule(
    { retry: 'automatically', mayHaveApplied: true, glance: 'server-trouble' },
    { qrImage: 'fetch-again' },
  ),
  // Our own failure (a full disk): the server's side is whatever the request did.
  local: rule({ retry: 'automatically', mayHaveApplied: true, glance: 'none' }),
  // This device's storage refused what came: the server's side is whatever the request did, and
  // the next try may find room (the user freed some, or other data went).
  'storage-full': rule({ retry: 'automatically', mayHaveApplied: true, glance: 'storage-full' }),
};

/** The policy of an error by its kind; anything unknown counts as a failed, unreadable answer. */
export function policyOf(kind: string): ErrorPolicy {
  return errorPolicy[kind as ApiErrorKind] ?? errorPolicy['bad-response'];
}
