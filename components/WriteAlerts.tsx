import type { BlockedWriteSummary } from '../lib/model/outbox-row';
import { WithNameIsolated } from './Isolated';
import { strings } from './strings';

export interface WriteAlertsProps {
  blocked: readonly BlockedWriteSummary[];
  awaitingSignIn: { count: number; accounts: string[] };
  /** Where the user fixes a refused write: the record's page in the options. */
  fixHref: (write: BlockedWriteSummary) => string;
  settingsHref: string;
  onDiscard: (seq: number) => void;
}

/**
 * Writes that did not go and why, in words: the refused write that holds others back (named, with
 * the server's reason, how many wait behind it, and Fix or Discard), and writes waiting for the
 * user to sign in. Nothing here is lost: only Discard drops a write.
 */
export function WriteAlerts({ blocked, awaitingSignIn, ...props }: WriteAlertsProps) {
  if (blocked.length === 0 && awaitingSignIn.count === 0) return null;
  return (
    <section class="strip write-alerts" aria-label={strings.writeAlerts} data-testid="write-alerts">
      {blocked.map((write) => (
        <p key={write.seq} class="write-alert" data-testid="blocked-write">
          <strong>
            <WithNameIsolated
              text={
                write.state === 'failed'
                  ? strings.notSent(write.operation, write.recordName, write.payload)
                  : strings.maybeSent(write.operation, write.recordName, write.payload)
              }
              name={write.recordName}
            />
          </strong>{' '}
          <span class="muted">{write.reason}</span>
          {write.waiting > 0 && <span> {strings.waitingBehind(write.waiting)}</span>}{' '}
          <a href={props.fixHref(write)} target="_blank" rel="noreferrer">
            {strings.fix}
          </a>{' '}
          <button type="button" class="link-button" onClick={() => props.onDiscard(write.seq)}>
            {strings.discard}
          </button>
        </p>
      ))}
      {awaitingSignIn.count > 0 && (
        <p class="write-alert" data-testid="writes-awaiting-sign-in">
          {strings.awaitingSignIn(awaitingSignIn.count, awaitingSignIn.accounts)}{' '}
          <a href={props.settingsHref} target="_blank" rel="noreferrer">
            {strings.signIn}
          </a>
        </p>
      )}
    </section>
  );
}
