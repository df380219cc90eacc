import type { FieldSpec, FormValues } from '../../../components/options/form-model';
import { message } from '../../../lib/model/i18n';
import type { PageRow } from '../../../lib/model/rows';
import type { LookupData } from '../resource/useLookups';

/*
 * The status page form: every field of the published PageRequest (CONTRACT.md "PageRequest") except `access`, which the server only turns on together with a password, through the
 * authentication operation — see PageAccessForm. The description leaves the integer flags' meaning open;
 * labels follow CONTRACT.md's request → response mapping (uri → showMonitorURI, …).
 */

/** A switch: its words, and the response field it reads back. */
type Flag = { name: string; label: () => string; help?: () => string; response: keyof PageRow };

const FLAGS: Flag[] = [
  { name: 'seo', label: () => message('labelSeo'), response: 'seo' },
  { name: 'analytics', label: () => message('labelAnalytics'), response: 'webAnalytics' },
  { name: 'poweredBy', label: () => message('labelPoweredBy'), response: 'showServiceLogo' },
  { name: 'uri', label: () => message('labelShowUri'), response: 'showMonitorURI' },
  { name: 'duration', label: () => message('labelShowUptime'), response: 'showUptime' },
  { name: 'paused', label: () => message('labelHidePaused'), response: 'hidePausedMonitors' },
  { name: 'subscribe', label: () => message('labelSubscribe'), response: 'subscribe' },
  {
    name: 'status',
    label: () => message('labelStatusUpdates'),
    help: () => message('helpStatusUpdates'),
    response: 'showStatusUpdate',
  },
  { name: 'details', label: () => message('labelMonitorDetails'), response: 'showMonitorDetails' },
  { name: 'newMonitors', label: () => message('labelAddNewMonitors'), response: 'addNewMonitors' },
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
    { name: 'name', label: message('labelName'), kind: 'text', required: true },
    {
      name: 'subdomain',
      label: message('labelSubdomain'),
      kind: 'text',
      required: true,
      help: message('helpSubdomain'),
    },
    { name: 'domain', label: message('labelDomain'), kind: 'text', help: message('helpDomain') },
    {
      name: 'homepage',
      label: message('labelHomepage'),
      kind: 'url',
      help: message('helpHomepage'),
    },
    {
      name: 'layout',
      label: message('labelLayout'),
      kind: 'select',
      choices: [
        { value: 'list', label: message('choiceList') },
        { value: 'grid', label: message('choiceGrid') },
      ],
    },
    {
      name: 'lighting',
      label: message('labelLighting'),
      kind: 'select',
      choices: [
        { value: 'light', label: message('choiceLight') },
        { value: 'dark', label: message('choiceDark') },
      ],
    },
    ...FLAGS.map(
      ({ name, label, help }): FieldSpec => ({
        name,
        label: label(),
        help: help?.(),
        kind: 'flag',
      }),
    ),
    { name: 'logo', label: message('labelLogo'), kind: 'url' },
    { name: 'logoDark', label: message('labelLogoDark'), kind: 'url' },
    { name: 'favicon', label: message('labelFavicon'), kind: 'url' },
    {
      name: 'monitors',
      label: message('labelMonitorsShown'),
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
