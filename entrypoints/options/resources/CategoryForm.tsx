import { FormShell } from '../../../components/options/form/FormShell';
import { TextAreaField, TextField } from '../../../components/options/form/fields';
import { valuesTyped } from '../../../components/options/form/form-values';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { CategoryUpdateRequestSchema } from '../../../lib/model/monitoring/schemas-categories';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';

/** What the form holds: the create request, every field filled (blank or not). */
export type CategoryValues = Required<WritePayload<'createCategory'>>;

export const categoryValues = (row?: RecordOf<'categories'>): CategoryValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
});

/** A monitor category: its name and description (CONTRACT.md "Category"). */
export function CategoryForm({ row, typed, frame, send }: FormSlot<RecordOf<'categories'>>) {
  const saved = categoryValues(row);
  const form = useRecordValues(saved, valuesTyped(saved, typed, CategoryUpdateRequestSchema));
  const submit = () =>
    row
      ? send({ operation: 'updateCategory', recordId: row.id, payload: form.changes() })
      : send({ operation: 'createCategory', payload: form.filled() });
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField {...form.field('name')} label={message('labelName')} required />
      <TextAreaField {...form.field('description')} label={message('labelDescription')} />
    </FormShell>
  );
}
