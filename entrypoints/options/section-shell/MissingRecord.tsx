import { WriteStatus } from '../../../components/options/WriteStatus';
import type { OutboxRow } from '../../../lib/model/outbox-row';
import { message } from '../../../lib/platform/i18n';
import { recordNouns } from './list-view';
import { hrefTo } from './routes';
import type { ResourceSpec } from './spec';
import { discardWrite, retryWrite } from './writes';

export interface MissingRecordProps<Row> {
  spec: ResourceSpec<Row>;
  /** Writes still naming the id: a create the server refused leaves its row here, failed. */
  writes: OutboxRow[];
}

/** A route to a record Gatehouse does not hold: deleted, or a create the server refused. */
export function MissingRecord<Row>({ spec, writes }: MissingRecordProps<Row>) {
  const refused = writes.some((write) => write.state === 'failed');
  const noun = recordNouns(spec).one;
  return (
    <section aria-labelledby="missing-heading">
      <h2 id="missing-heading">
        {refused ? message('formNotCreated', noun) : message('recordMissing', noun)}
      </h2>
      <p role="alert">
        {refused ? message('recordRefusedBody') : message('recordMissingBody', noun)}{' '}
        <a href={hrefTo(spec.key)}>{message('recordBackToList')}</a>
      </p>
      <WriteStatus
        rows={writes}
        onRetry={(seq) => void retryWrite(seq)}
        onDiscard={(seq) => void discardWrite(seq)}
      />
    </section>
  );
}
