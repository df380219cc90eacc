import type { FieldSpec, FormValues } from '../../../components/options/form-model';
import type { PageRow } from '../../../lib/model/rows';
import type { LookupData } from '../resource/useLookups';

/*
 * The status page form: every field of the published PageRequest (CONTRACT.md "PageRequest") except `access`, which the server only turns on together with a password, through the
 * authentication operation — see PageAccessForm. The description leaves the integer flags' meaning open;
 * labels follow CONTRACT.md's request → response mapping (uri → showMonitorURI, …).
 */

type Flag = { name: string; label: string; help?: string; response: keyof PageRow };

const FLAGS: Flag[] = [
  { name: 'seo', label: 'Let search engines index the page', response: 'seo' },
  {
    name: 'analytics',
    label: 'Count visitors with web analytics',
    response: 'webAnalytics',
  },
  {
    name: 'poweredBy',
    label: 'Show the monitoring service’s logo (“powered by”)',
    response: 'showServiceLogo',
  },
  { name: 'uri', label: 'Show each monitor’s address (URL or host)', response: 'showMonitorURI' },
  { name: 'duration', label: 'Show each monitor’s uptime', response: 'showUptime' },
  { name: 'paused', label: 'Hide paused monitors', response: 'hidePausedMonitors' },
  { name: 'subscribe', label: 'Let visitors subscribe to updates', response: 'subscribe' },
  {
    name: 'status',
    label: 'Show status updates',
    help: 'Announcements and incident updates above the monitors.',
    response: 'showStatusUpdate',
  },
  { name: 'details', label: 'Show monitor details', response: 'showMonitorDetails' },
  {
    name: 'newMonitors',
    label: 'Add new monitors to this page automatically',
    response: 'addNewMonitors',
  },
];

/** Request field → response field, for the text and choice fields (CONTRACT.md "PageObject"). */
const TEXTS: [request: string, response: keyof PageRow][] = [
  ['name', 'name'],
  ['homepage', 'homepageLink'],
  ['layout', 'layout'],
  ['lighting', 'defaultLightMode'],
  ['subdomain', 'subdomain'],
  ['domain', 'domain'],
  ['logo', 'logoLight'],
  ['logoDark', 'logoDark'],
  ['favicon', 'favicon'],
];

export function pageFields(lookups: LookupData): FieldSpec[] {
  return [
    { name: 'name', label: 'Name', kind: 'text' },
    {
      name: 'subdomain',
      label: 'Subdomain',
      kind: 'text',
      help: '3–63 lowercase letters, digits or dashes; the page’s address on the service.',
    },
    { name: 'domain', label: 'Custom domain', kind: 'text', help: 'e.g. status.example.com' },
    { name: 'homepage', label: 'Homepage link', kind: 'url', help: 'Where the page’s logo leads.' },
    {
      name: 'layout',
      label: 'Layout',
      kind: 'select',
      choices: [
        { value: 'list', label: 'List' },
        { value: 'grid', label: 'Grid' },
      ],
    },
    {
      name: 'lighting',
      label: 'Default colour scheme',
      kind: 'select',
      choices: [
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
      ],
    },
    ...FLAGS.map(({ name, label, help }): FieldSpec => ({ name, label, help, kind: 'flag' })),
    { name: 'logo', label: 'Logo for light backgrounds (URL)', kind: 'url' },
    { name: 'logoDark', label: 'Logo for dark backgrounds (URL)', kind: 'url' },
    { name: 'favicon', label: 'Favicon (URL)', kind: 'url' },
    {
      name: 'monitors',
      label: 'Monitors shown',
      kind: 'picker',
      choices: lookups.monitors.map((m) => ({ value: m.id, label: m.name })),
    },
  ];
}

/** A new page as the server would make it (CONTRACT.md: seo, poweredBy, duration, status on). */
export const blankPage: FormValues = {
  ...Object.fromEntries(TEXTS.map(([request]) => [request, ''])),
  ...Object.fromEntries(FLAGS.map(({ name }) => [name, false])),
  layout: 'list',
  lighting: 'light',
  seo: true,
  poweredBy: true,
  duration: true,
  status: true,
  monitors: [],
};

/** The page record's response names back to the request's (homepageLink → homepage, …). */
export function pageFormValues(row: PageRow): FormValues {
  const values: FormValues = { monitors: row.monitors.map((m) => m.id) };
  for (const [request, response] of TEXTS) values[request] = String(row[response] ?? '');
  for (const { name, response } of FLAGS) values[name] = row[response] === 1;
  return values;
}
