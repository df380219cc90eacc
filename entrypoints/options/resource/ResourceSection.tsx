import { useState } from 'preact/hooks';
import { createPayload, errorsByField } from '../../../components/options/form-model';
import { RecordForm } from '../../../components/options/RecordForm';
import { useLiveQuery } from '../../../components/useLiveQuery';
import { db } from '../../../lib/db/database';
import { unsentRecordIds } from '../../../lib/db/queries';
import { hrefTo } from '../useHashRoute';
import { MissingRecord } from './MissingRecord';
import { RecordDetail } from './RecordDetail';
import { RefusedCreate } from './RefusedCreate';
import { ResourceList } from './ResourceList';
import type { ResourceSpec } from './spec';
import { useFollowCreated } from './useFollowCreated';
import { useLookups } from './useLookups';
import { submitWrite } from './writes';

/** A create's name as typed (most resources name it `name`, announcements `title`). */
function nameOfPayload(payload: unknown) {
  if (!payload || typeof payload !== 'object') return '';
  const fields = new Map(Object.entries(payload));
  const name = fields.get('name') ?? fields.get('title');
  return typeof name === 'string' ? `‘${name}’` : '';
}

export interface ResourceSectionProps<Row> {
  spec: ResourceSpec<Row>;
  /** From the route: a record id, `new`, or nothing for the list. */
  recordId?: string;
}

/** List, create, detail/edit and delete for one resource, reading Dexie, writing via the outbox. */
export function ResourceSection<Row>({ spec, recordId }: ResourceSectionProps<Row>) {
  const lookups = useLookups();
  const data = useLiveQuery(async () => {
    const [rows, outbox, unsent] = await Promise.all([
      db.table(spec.table).toArray() as Promise<Row[]>,
      db.outbox.toArray(),
      unsentRecordIds(db, spec.table),
    ]);
    const mine = outbox.filter((row) => row.table === spec.table);
    return { rows, outbox: mine, unsent };
  }, [spec.table]);
  const [createErrors, setCreateErrors] = useState<Record<string, string>>({});
  const followCreated = useFollowCreated(spec, data, recordId);
  if (!data || !lookups) return <p aria-busy="true">Loading…</p>;

  const failed = new Set(data.outbox.filter((r) => r.state === 'failed').map((r) => r.recordId));

  if (recordId === 'new' && spec.operations.create) {
    const operation = spec.operations.create;
    const create = async (values: Record<string, unknown>) => {
      const payload = createPayload(spec.fields(lookups), values);
      const result = await submitWrite(
        operation,
        spec.finishPayload?.(payload, 'create', values) ?? payload,
      );
      setCreateErrors(errorsByField(result.errors, spec.errorField, spec.fields(lookups)));
      if (!result.recordId) return;
      followCreated(result.recordId, data.rows);
      location.hash = hrefTo(spec.key, result.recordId);
    };
    return (
      <section aria-labelledby="resource-heading">
        <h2 id="resource-heading">New {spec.singular}</h2>
        {spec.createNote && <p class="muted">{spec.createNote}</p>}
        <RecordForm
          formId={`${spec.key}-new`}
          fields={spec.fields(lookups)}
          initial={spec.blank}
          errors={createErrors}
          submitLabel={`Create ${spec.singular}`}
          onSubmit={create}
          onCancel={() => (location.hash = hrefTo(spec.key))}
        />
      </section>
    );
  }
  const row = recordId ? data.rows.find((r) => spec.idOf(r) === recordId) : undefined;
  const refusedCreates = data.outbox.flatMap((w) =>
    w.state === 'failed' && w.operation === spec.operations.create && w.seq !== undefined
      ? [{ ...w, seq: w.seq }]
      : [],
  );
  const refusedCreate = refusedCreates.find((w) => w.recordId === recordId);
  if (recordId && !row && refusedCreate)
    return <RefusedCreate spec={spec} lookups={lookups} write={refusedCreate} />;
  if (recordId) {
    return row ? (
      <RecordDetail
        spec={spec}
        row={row}
        lookups={lookups}
        writes={data.outbox.filter((w) => w.recordId === recordId)}
      />
    ) : (
      <MissingRecord spec={spec} writes={data.outbox.filter((w) => w.recordId === recordId)} />
    );
  }
  return (
    <section aria-labelledby="resource-heading">
      <div class="section-head">
        <h2 id="resource-heading">{spec.title}</h2>
        {spec.operations.create && (
          <a class="button" href={hrefTo(spec.key, 'new')} data-testid={`new-${spec.key}`}>
            New {spec.singular}
          </a>
        )}
      </div>
      {refusedCreates.length > 0 && (
        <ul class="refused-creates" data-testid="refused-creates">
          {refusedCreates.map((w) => (
            <li key={w.seq} class="error">
              Not created: {nameOfPayload(w.payload) || `a new ${spec.singular}`} — the server
              refused it. <a href={hrefTo(spec.key, w.recordId)}>Fix it and send it again</a>
            </li>
          ))}
        </ul>
      )}
      <ResourceList
        spec={spec}
        rows={data.rows}
        lookups={lookups}
        unsent={data.unsent}
        failed={failed}
      />
    </section>
  );
}
