import type { FormFrame } from '../../../components/options/form/FormShell';
import {
  createPayload,
  errorsByField,
  type FormValues,
  updatePayload,
  valuesFromPayload,
} from '../../../components/options/form-model';
import { RecordForm } from '../../../components/options/RecordForm';
import type { WriteCommand } from '../../../lib/messaging/protocol';
import { type GeneratedFormSpec, isGenerated, type ResourceSpec } from './spec';
import type { LookupData } from './useLookups';
import type { FormCommand } from './writes';

export interface SectionFormProps<Row> {
  spec: ResourceSpec<Row>;
  lookups: LookupData;
  /** The record edited; none for a new one. */
  row?: Row;
  /** A refused write's payload, to show as typed. */
  typed?: unknown;
  frame: FormFrame;
  deliver: (command: FormCommand) => Promise<void>;
}

/** A resource's form: its own typed component, or one generated from its field specs. */
export function SectionForm<Row>({ spec, deliver, ...slot }: SectionFormProps<Row>) {
  if (isGenerated(spec)) return <GeneratedForm spec={spec} deliver={deliver} {...slot} />;
  return spec.Form ? (
    <spec.Form {...slot} send={(typed: WriteCommand) => deliver({ typed })} />
  ) : null;
}

function GeneratedForm<Row>(props: SectionFormProps<Row> & { spec: GeneratedFormSpec<Row> }) {
  const { spec, lookups, row, typed, frame, deliver } = props;
  const fields = spec.fields(lookups);
  const base = row ? spec.fromRow(row) : spec.blank;
  async function submit(values: FormValues) {
    const { create, update } = spec.operations;
    if (row && update) {
      const changed = updatePayload(fields, base, values);
      const payload = Object.keys(changed).length
        ? (spec.finishPayload?.(changed, 'update', values) ?? changed)
        : changed;
      return deliver({ untyped: { operation: update, recordId: spec.idOf(row), payload } });
    }
    if (!create) return;
    const made = createPayload(fields, values);
    const payload = spec.finishPayload?.(made, 'create', values) ?? made;
    return deliver({ untyped: { operation: create, payload } });
  }
  return (
    <RecordForm
      formId={frame.formId}
      fields={fields}
      initial={typed === undefined ? base : valuesFromPayload(fields, base, typed)}
      creating={frame.creating}
      errors={errorsByField(frame.problems, fields)}
      status={frame.status}
      statusFailed={frame.statusFailed}
      submitLabel={frame.submitLabel}
      onSubmit={submit}
      onCancel={frame.onCancel}
      focusErrorsOnOpen={frame.focusProblemsOnOpen}
    />
  );
}
