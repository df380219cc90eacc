import { FormShell } from '../../../components/options/form/FormShell';
import { SelectField, SwitchField, TextField } from '../../../components/options/form/fields';
import { valuesTyped } from '../../../components/options/form/form-values';
import { PickerField } from '../../../components/options/form/list-fields';
import { useRecordValues } from '../../../components/options/form/useRecordValues';
import type { WritePayload } from '../../../lib/messaging/protocol';
import { PageUpdateRequestSchema } from '../../../lib/model/monitoring/schemas-pages';
import type { RecordOf } from '../../../lib/model/resources';
import { message } from '../../../lib/platform/i18n';
import type { FormSlot } from '../section-shell/spec';

/*
 * The status page form: every field of the published PageRequest (CONTRACT.md "PageRequest")
 * except `access`, which the server only turns on together with a password, through the
 * authentication operation — see PageAccessForm. The description leaves the integer flags'
 * meaning open; labels follow CONTRACT.md's request → response mapping (uri → showMonitorURI, …).
 */

/** What the form holds: the create request less `access`, every field filled. */
export type PageValues = Omit<Required<WritePayload<'createPage'>>, 'access'>;

/** The switches, in the form's order: their request field and words. */
const FLAGS = [
  { name: 'seo', label: message('labelSeo') },
  { name: 'analytics', label: message('labelAnalytics') },
  { name: 'poweredBy', label: message('labelPoweredBy') },
  { name: 'uri', label: message('labelShowUri') },
  { name: 'duration', label: message('labelShowUptime') },
  { name: 'paused', label: message('labelHidePaused') },
  { name: 'subscribe', label: message('labelSubscribe') },
  { name: 'status', label: message('labelStatusUpdates') },
  { name: 'details', label: message('labelMonitorDetails') },
  { name: 'newMonitors', label: message('labelAddNewMonitors') },
] as const;

const LAYOUTS = [
  { value: 'list', label: message('choiceList') },
  { value: 'grid', label: message('choiceGrid') },
] as const;
const LIGHTING = [
  { value: 'light', label: message('choiceLight') },
  { value: 'dark', label: message('choiceDark') },
] as const;

/**
 * The page record's response names back to the request's (homepageLink → homepage, …). A new
 * page is as the server would make it (CONTRACT.md: seo, poweredBy, duration, status on).
 */
export function pageValues(row?: RecordOf<'pages'>): PageValues {
  /** A flag as the record has it; a new page's as the server would set it. */
  const on = (response: keyof RecordOf<'pages'>, isNew: 0 | 1): 0 | 1 =>
    row ? (row[response] === 1 ? 1 : 0) : isNew;
  return {
    name: row?.name ?? '',
    subdomain: row?.subdomain ?? '',
    domain: row?.domain ?? '',
    homepage: row?.homepageLink ?? '',
    layout: row?.layout === 'grid' ? 'grid' : 'list',
    lighting: row?.defaultLightMode === 'dark' ? 'dark' : 'light',
    seo: on('seo', 1),
    analytics: on('webAnalytics', 0),
    poweredBy: on('showServiceLogo', 1),
    uri: on('showMonitorURI', 0),
    duration: on('showUptime', 1),
    paused: on('hidePausedMonitors', 0),
    subscribe: on('subscribe', 0),
    status: on('showStatusUpdate', 1),
    details: on('showMonitorDetails', 0),
    newMonitors: on('addNewMonitors', 0),
    logo: row?.logoLight ?? '',
    logoDark: row?.logoDark ?? '',
    favicon: row?.favicon ?? '',
    monitors: (row?.monitors ?? []).map((monitor) => monitor.id),
  };
}

/** A public status page (published "Status page"; flag meanings per CONTRACT.md). */
export function PageForm({ row, typed, lookups, frame, send }: FormSlot<RecordOf<'pages'>>) {
  const saved = pageValues(row);
  const form = useRecordValues(saved, valuesTyped(saved, typed, PageUpdateRequestSchema));
  const submit = () =>
    row
      ? send({ operation: 'updatePage', recordId: row.id, payload: form.changes() })
      : send({ operation: 'createPage', payload: form.filled() });
  const monitors = lookups.monitors.map((monitor) => ({ value: monitor.id, label: monitor.name }));
  return (
    <FormShell frame={frame} onSubmit={submit}>
      <TextField {...form.field('name')} label={message('labelName')} required />
      <TextField
        {...form.field('subdomain')}
        label={message('labelSubdomain')}
        help={message('helpSubdomain')}
        required
      />
      <TextField
        {...form.field('domain')}
        label={message('labelDomain')}
        help={message('helpDomain')}
      />
      <TextField
        {...form.field('homepage')}
        type="url"
        label={message('labelHomepage')}
        help={message('helpHomepage')}
      />
      <SelectField {...form.field('layout')} label={message('labelLayout')} choices={LAYOUTS} />
      <SelectField
        {...form.field('lighting')}
        label={message('labelLighting')}
        choices={LIGHTING}
      />
      {FLAGS.map(({ name, label }) => (
        <SwitchField
          key={name}
          {...form.flag(name)}
          label={label}
          help={name === 'status' ? message('helpStatusUpdates') : undefined}
        />
      ))}
      <TextField {...form.field('logo')} type="url" label={message('labelLogo')} />
      <TextField {...form.field('logoDark')} type="url" label={message('labelLogoDark')} />
      <TextField {...form.field('favicon')} type="url" label={message('labelFavicon')} />
      <PickerField
        {...form.field('monitors')}
        label={message('labelMonitorsShown')}
        choices={monitors}
      />
    </FormShell>
  );
}
