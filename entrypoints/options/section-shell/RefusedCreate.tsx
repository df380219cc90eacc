import { useState } from 'preact/hooks';
import { newerFirst } from '../../../components/options/problem-words';
import { WriteStatus } from '../../../components/options/WriteStatus';
import type { WriteCommand } from '../../../lib/messaging/protocol';
import type { FieldError } from '../../../lib/model/errors/errors';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { message } from '../../../lib/platform/i18n';
import { recordNouns } from './list-view';
import { hrefTo } from './routes';
import { SectionForm } from './SectionForm';
import type { ResourceSpec } from './spec';
import type { LookupData } from './useLookups';
import { discardWrite, resubmitWrite, retryWrite } from './writes';

export interface RefusedCreateProps<Row> {
  spec: ResourceSpec<Row>;
  lookups: LookupData;
  /** The failed create: what the user typed, and the server's reasons. */
  write: OutboxRow & { seq: number };
}

/**
 * A create the server refused: nothing was made, but nothing typed is lost. The form comes back
 * filled in, each reason by its field, to fix and send again (the same queued write).
 */
export function RefusedCreate<Row>({ spec, lookups, write }: RefusedCreateProps<Row>) {
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [sent, setSent] = useState('');

  async function sendAgain(command: WriteCommand) {
    const result = await resubmitWrite(write.seq, command.payload);
    setProblems(result.errors);
    setSent(result.errors.length ? '' : message('formSentAgain'));
  }

  return (
    <section aria-labelledby="resource-heading" data-testid={`refused-${spec.key}`}>
      <p>
        <a href={hrefTo(spec.key)}>{message('recordBackTo', spec.title)}</a>
      </p>
      <h2 id="resource-heading">{message('formNotCreated', recordNouns(spec).one)}</h2>
      <p role="alert">{message('formNotCreatedBody')}</p>
      <WriteStatus
        rows={[write]}
        onRetry={(seq) => void retryWrite(seq)}
        onDiscard={(seq) => void discardWrite(seq).then(() => (location.hash = hrefTo(spec.key)))}
      />
      <SectionForm
        key={write.seq}
        spec={spec}
        lookups={lookups}
        typed={write.payload}
        frame={{
          formId: `${spec.key}-refused`,
          creating: true,
          problems: newerFirst(write.lastError?.fieldErrors ?? [], problems),
          status: sent,
          submitLabel: message('formSendAgain'),
          focusProblemsOnOpen: true,
        }}
        deliver={sendAgain}
      />
    </section>
  );
}
