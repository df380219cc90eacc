import { PRIVACY_STATEMENT } from '../../../lib/model/privacy-statement';
import { message } from '../../../lib/platform/i18n';

/** The privacy statement (PRIVACY.md), in the browser's language. */
export function PrivacySection() {
  const { title, intro, parts } = PRIVACY_STATEMENT;
  return (
    <section aria-labelledby="privacy-heading" class="privacy" data-testid="privacy-statement">
      <h2 id="privacy-heading">{message(title)}</h2>
      <p>{message(intro)}</p>
      {parts.map(({ heading, paragraphs }) => (
        <section key={heading} aria-labelledby={`${heading}-heading`}>
          <h3 id={`${heading}-heading`}>{message(heading)}</h3>
          {paragraphs.map((key) => (
            <p key={key}>{message(key)}</p>
          ))}
        </section>
      ))}
    </section>
  );
}
