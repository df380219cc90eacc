import { strings } from './strings';

export interface FirstRunProps {
  kind: 'setup' | 'signed-out';
  settingsHref: string;
  /** Only where the build has a demo server. */
  onTryDemo?: () => void;
  /** Why the last try of the demo came to nothing. */
  demoProblem?: string | null;
}

/** What to do when there is nothing to show yet. */
export function FirstRun({ kind, settingsHref, onTryDemo, demoProblem }: FirstRunProps) {
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
      {demoProblem && (
        <p role="alert" class="error" data-testid="demo-problem">
          {demoProblem}
        </p>
      )}
    </section>
  );
}
