import { useState } from 'preact/hooks';
import type { WriteCommand } from '../../../lib/messaging/protocol';
import type { FieldError } from '../../../lib/model/errors/errors';
import { message } from '../../../lib/platform/i18n';
import type { SectionFirstScreen } from './first-screen';
import { recordNouns } from './list-view';
import { MissingRecord } from './MissingRecord';
import { RecordDetail } from './RecordDetail';
import { RefusedCreate } from './RefusedCreate';
import { hrefTo } from './routes';
import { SectionForm } from './SectionForm';
import { SectionList } from './SectionList';
import { firstScreenData } from './section-data';
import { type ResourceSpec, sectionWrites } from './spec';
import { useFollowCreated } from './useFollowCreated';
import { useLookups } from './useLookups';
import { useSectionData } from './useSectionData';
import { sendWrite } from './writes';

export interface ResourceSectionProps<Row> {
  spec: ResourceSpec<Row>;
  /** From the route: a record id, `new`, or nothing for the list. */
  recordId?: string;
  /** The list's first screen if it was read before the page rendered (App hands it out once). */
  takeFirstScreen?: (key: string) => SectionFirstScreen | undefined;
}

/** List, create, detail/edit and delete for one resource, reading Dexie, writing via the outbox. */
export function ResourceSection<Row>({
  spec,
  recordId,
  takeFirstScreen,
}: ResourceSectionProps<Row>) {
  const offered = sectionWrites(spec.table);
  const needs = spec.lookups ?? {};
  const [firstScreen] = useState(() => (recordId ? undefined : takeFirstScreen?.(spec.key)));
  const lookups = useLookups(
    recordId ? [...(needs.list ?? []), ...(needs.form ?? [])] : (needs.list ?? []),
    firstScreen?.lookups,
  );
  const { data, listed } = useSectionData(
    spec,
    recordId,
    firstScreen && firstScreenData(firstScreen),
  );
  const [createProblems, setCreateProblems] = useState<FieldError[]>([]);
  const followCreated = useFollowCreated(spec, data, recordId);
  // The list draws the first screen before every record is read; a record's page waits for all.
  if (!lookups || !listed) return <p aria-busy="true">{message('optionsLoading')}</p>;

  if (!recordId) return <SectionList spec={spec} lookups={lookups} data={listed} />;
  if (!data) return <p aria-busy="true">{message('optionsLoading')}</p>;

  if (recordId === 'new' && offered.create) {
    const create = async (command: WriteCommand) => {
      const result = await sendWrite(command);
      setCreateProblems(result.errors);
      if (!result.recordId) return;
      followCreated(result.recordId, data.rows);
      location.hash = hrefTo(spec.key, result.recordId);
    };
    return (
      <section aria-labelledby="resource-heading">
        <h2 id="resource-heading">{message('formNew', recordNouns(spec).one)}</h2>
        {spec.createNote && <p class="muted">{spec.createNote}</p>}
        <SectionForm
          spec={spec}
          lookups={lookups}
          frame={{
            formId: `${spec.key}-new`,
            creating: true,
            problems: createProblems,
            submitLabel: message('formCreate', recordNouns(spec).one),
            onCancel: () => (location.hash = hrefTo(spec.key)),
          }}
          deliver={create}
        />
      </section>
    );
  }
  const row = data.rows.find((r) => spec.idOf(r) === recordId);
  const writes = data.outbox.filter((w) => w.recordId === recordId);
  const refusedCreate = writes.find(
    (w): w is typeof w & { seq: number } =>
      w.state === 'failed' && w.operation === offered.create && w.seq !== undefined,
  );
  if (!row && refusedCreate)
    return <RefusedCreate spec={spec} lookups={lookups} write={refusedCreate} />;
  return row ? (
    <RecordDetail spec={spec} row={row} lookups={lookups} writes={writes} />
  ) : (
    <MissingRecord spec={spec} writes={writes} />
  );
}
