import { FormShell } from '../../../components/options/form/FormShell';
import {
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '../../../components/options/form/fields';
import { valuesTyped } from '../../../components/options/form/form-values';
import { CheckboxesField } from '../../../components/options/form/list-fields';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import type { WritePayload } from '../../../lib/messaging/protocol';
import {
  ANNOUNCEMENT_TYPES,
  AnnouncementUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-announcements';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';

/** What the form holds: the create request, every field filled (blank or not). */
export type AnnouncementValues = Required<WritePayload<'createAnnouncement'>>;

const ANNOUNCEMENT_LABELS: Record<AnnouncementValues['type'], string> = {
  info: message('choiceInformation'),
  maintenance: message('choiceMaintenance'),
  incident: message('choiceIncident'),
};

/** The request schema's types (ANNOUNCEMENT_TYPES), in its order, each with its word. */
export const ANNOUNCEMENT_CHOICES = ANNOUNCEMENT_TYPES.map((value) => ({
  value,
  label: ANNOUNCEMENT_LABELS[value],
}));

/** The record lists its pages as {id, name}; the request wants their ids. */
export const announcementValues = (row?: RecordOf<'announcements'>): AnnouncementValues => ({
  title: row?.title ?? '',
  message: row?.message ?? '',
  // A type this version does not know shows as the first one, and is sent only if picked.
  type: ANNOUNCEMENT_TYPES.find((known) => known === row?.type) ?? ANNOUNCEMENT_TYPES[0],
  sticky: row?.sticky === 1 ? 1 : 0,
  pages: (row?.pages ?? []).map((page) => page.id),
});

/** A message on status pages (CONTRACT.md "Announcement"). */
export function AnnouncementForm({
  row,
  typed,
  lookups,
  frame,
  send,
}: FormSlot<RecordOf<'announcements'>>) {
  const saved = announcementValues(row);
  const form = useRecordValues(saved, valuesTyped(saved, typed, AnnouncementUpdateRequestSchema));
  const submit = () =>
    row
      ? send({ operation: 'updateAnnouncement', recordId: row.id, payload: form.changes() })
      : send({ operation: 'createAnnouncement', payload: form.filled() });
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField {...form.field('title')} label={message('labelTitle')} required />
      <TextAreaField {...form.field('message')} label={message('labelMessage')} required />
      <SelectField
        {...form.field('type')}
        label={message('labelType')}
        choices={ANNOUNCEMENT_CHOICES}
      />
      <SwitchField
        {...form.flag('sticky')}
        label={message('labelPinned')}
        help={message('helpPinned')}
      />
      <CheckboxesField
        {...form.field('pages')}
        label={message('labelShownOn')}
        help={message('helpShownOn')}
        required
        choices={lookups.pages.map((page) => ({ value: page.id, label: page.name }))}
      />
    </FormShell>
  );
}
