import type { OverallState } from '../../lib/model/overall-state';
import { glanceHeadline, glanceReason, syncedText, writesText } from '../glance-words';

export interface OptionsHeaderProps {
  title: string;
  /** Null until the page has read the sync state: the title alone, not a guess. */
  glance: {
    state: OverallState;
    lastSuccessAt: number | null;
    lastTryFailed: boolean;
    warning: string | null;
    waiting: number;
    failed: number;
  } | null;
  now: number;
  outboxHref: string;
}

/** The page's title, and beside it what the popup's header says: the state, its age, what waits. */
export function OptionsHeader({ title, glance, now, outboxHref }: OptionsHeaderProps) {
  const synced =
    glance && syncedText(glance.state, glance.lastSuccessAt, glance.lastTryFailed, now);
  const writes = glance && writesText(glance.waiting, glance.failed);
  const reason = glance && glanceReason(glance.state, glance.warning);
  return (
    <header class="options-header">
      <h1>{title}</h1>
      {glance && (
        <div class={`options-sync glance-${glance.state.kind}`} data-testid="options-sync">
          <p>
            <span class="glance-dot" aria-hidden="true" />
            <strong data-testid="overall-state">
              {glanceHeadline(glance.state, glance.lastSuccessAt !== null)}
            </strong>
            {synced && <span data-testid="last-synced">{synced}</span>}
            {writes && (
              <a
                href={outboxHref}
                class={glance.failed ? 'failed' : undefined}
                data-testid="pending-writes"
              >
                {writes}
              </a>
            )}
          </p>
          {reason && (
            <p class="muted" data-testid="glance-why">
              {reason}
            </p>
          )}
        </div>
      )}
    </header>
  );
}
