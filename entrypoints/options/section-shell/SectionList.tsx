import { message } from '../../../lib/platform/i18n';
import { recordNouns } from './list-view';
import { ResourceList } from './ResourceList';
import { hrefTo } from './routes';
import type { SectionData } from './section-data';
import { type ResourceSpec, sectionWrites } from './spec';
import type { LookupData } from './useLookups';

/** A create's name as typed (most resources name it `name`, announcements `title`). */
function nameOfPayload(payload: unknown) {
  if (!payload || typeof payload !== 'object') return '';
  const fields = new Map(Object.entries(payload));
  const name = fields.get('name') ?? fields.get('title');
  return typeof name === 'string' ? `‘${name}’` : '';
}

export interface SectionListProps<Row> {
  spec: ResourceSpec<Row>;
  lookups: LookupData;
  data: SectionData<Row>;
}

/** A section's front page: its title, "New …", creates the server refused, and the list. */
export function SectionList<Row>({ spec, lookups, data }: SectionListProps<Row>) {
  const offered = sectionWrites(spec.table);
  const refusedCreates = data.outbox.filter(
    (w) => w.state === 'failed' && w.operation === offered.create,
  );
  const nouns = recordNouns(spec);
  const failed = new Set(data.outbox.filter((r) => r.state === 'failed').map((r) => r.recordId));
  return (
    <section aria-labelledby="resource-heading">
      <div class="section-head">
        <h2 id="resource-heading">{spec.title}</h2>
        {offered.create && (
          <a class="button" href={hrefTo(spec.key, 'new')} data-testid={`new-${spec.key}`}>
            {message('listNew', nouns.one)}
          </a>
        )}
      </div>
      {refusedCreates.length > 0 && (
        <ul class="refused-creates" data-testid="refused-creates">
          {refusedCreates.map((w) => (
            <li key={w.seq} class="error">
              {message('listNotCreated', [
                nameOfPayload(w.payload) || message('listNotCreatedUnnamed', nouns.one),
              ])}{' '}
              <a href={hrefTo(spec.key, w.recordId)}>{message('listFixAndResend')}</a>
            </li>
          ))}
        </ul>
      )}
      <ResourceList
        spec={spec}
        data={data}
        lookups={lookups}
        unsent={data.unsent}
        failed={failed}
      />
    </section>
  );
}
