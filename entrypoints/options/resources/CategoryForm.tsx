import { FormShell } from '../../../components/options/form/FormShell';
import { TextAreaField, TextField } from '../../../components/options/form/fields';
import {
  changedFields,
  valuesTyped,
  withoutBlanks,
} from '../../../components/options/form/form-values';
import { useFormValues } from '../../../components/options/useFormValues';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { message } from '../../../lib/model/i18n';
import { CategoryUpdateRequestSchema } from '../../../lib/model/monitoring/schemas-categories';
import type { CategoryRow } from '../../../lib/model/rows';
import type { FormSlot } from '../resource/spec';

/** What the form holds: the create request, every field filled (blank or not). */
export type CategoryValues = Required<WritePayload<'createCategory'>>;

export const categoryValues = (row?: CategoryRow): CategoryValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
});

/** A monitor category: its name and description (CONTRACT.md "Category"). */
export function CategoryForm({ row, typed, frame, send }: FormSlot<CategoryRow>) {
  const saved = categoryValues(row);
  const [values, change] = useFormValues(valuesTyped(saved, typed, CategoryUpdateRequestSchema));
  const submit = () =>
    row
      ? send({
          operation: 'updateCategory',
          recordId: row.id,
          payload: changedFields(saved, values),
        })
      : send({ operation: 'createCategory', payload: withoutBlanks(values) });
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField
        name="name"
        label={message('labelName')}
        required
        value={values.name}
        onInput={(name) => change('name', name)}
      />
      <TextAreaField
        name="description"
        label={message('labelDescription')}
        value={values.description}
        onInput={(description) => change('description', description)}
      />
    </FormShell>
  );
}
