import { strings } from './strings';

export interface FirstRunProps {
  kind: 'setup' | 'signed-out';
  settingsHref: string;
  onTryDemo?: () => void;
}

/** What to do when there is nothing to show yet. */
export function FirstRun({ kind, settingsHref, onTryDemo }: FirstRunProps) {
  return (
    <section class="first-run" data-testid={`first-run-${kind}`}>
      <h2>{kind === 'setup' ? strings.setupTitle : strings.overall['signed-out']}</h2>
      <p>{kind === 'setup' ? strings.setupBody : strings.signedOutBody}</p>
      <a class="button" href={settingsHref} target="_blank" rel="noreferrer">
        {strings.openSettings}
      </a>
      {onTryDemo && (
        <button type="button" class="link-button" onClick={onTryDemo}>
          {strings.tryDemo}
        </button>
      )}
    </section>
  );
}
