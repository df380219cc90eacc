import type { BackgroundTrouble } from '../lib/model/background-trouble';
import { message } from '../lib/platform/i18n';

export interface BackgroundTroubleNoteProps {
  trouble: BackgroundTrouble | null;
  /** Whether to say the state's word too; the popup's headline says it already. */
  titled: boolean;
}

/**
 * What every page says while the background does no work: its one word for the state, what
 * that means for what the page shows, and what to do. Words kept here, not in a page's strings,
 * so the door view loads no other page's words.
 */
export function BackgroundTroubleNote({ trouble, titled }: BackgroundTroubleNoteProps) {
  if (!trouble) return null;
  return (
    <div role="alert" class="background-trouble" data-testid="background-trouble">
      {titled && <strong>{message('overallBackgroundStopped')}</strong>}
      <p>
        {trouble.kind === 'silent'
          ? message('backgroundSilent')
          : message('backgroundNoDatabase', trouble.detail)}
      </p>
    </div>
  );
}
