import { addIncidentComment, openIncident, resolveIncident } from './incidents';
import { heartbeatUri } from './monitor-request';
import { type RandomPicker, randomPicker, seededRandom } from './prng';
import type { IncidentRecord, MonitorRecord } from './records';
import {
  CATEGORY_TEMPLATES,
  type CategoryKey,
  COMMENT_AUTHORS,
  DOWN_CAUSES,
  INCIDENT_COMMENTS,
  MONITOR_TEMPLATES,
  type MonitorTemplate,
  STATE_BY_SLOT,
} from './seed-catalog';
import { seedNotifications } from './seed-notifications';
import { seedStatusPages } from './seed-status-pages';
import { seedWindows } from './seed-windows';
import { type MonitoringState, nextId } from './store';
import { seedTelephoneCodes } from './telephone-codes';
import { DAY_MS, isoBefore, MINUTE_MS } from './time';

const REGIONS = ['eu', 'us', 'ap', 'sa', 'af'];

/** Larger seeds repeat the 36 templates; copy 1 is `eu-1`, copy 2 `us-1`, … */
function regionLabel(copy: number) {
  return `${REGIONS[(copy - 1) % REGIONS.length]}-${Math.ceil(copy / REGIONS.length)}`;
}

/** `api.example.com` → `eu-1.api.example.com` for a repeat of a template. */
function regionalUri(uri: string, copy: number) {
  if (copy === 0 || uri === '') return uri;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(uri)) return `198.51.100.${copy % 250}`;
  const region = regionLabel(copy);
  return uri.includes('://') ? uri.replace('://', `://${region}.`) : `${region}.${uri}`;
}

function seedMonitor(
  state: MonitoringState,
  index: number,
  categoryIds: Map<CategoryKey, string>,
  random: RandomPicker,
  now: Date,
): MonitorRecord {
  const template = MONITOR_TEMPLATES[index % MONITOR_TEMPLATES.length] as MonitorTemplate;
  const copy = Math.floor(index / MONITOR_TEMPLATES.length);
  const slot = STATE_BY_SLOT[index % MONITOR_TEMPLATES.length];
  const id = nextId(state, 'mon');
  // Pending monitors were just added; the others are old enough to have a month of history.
  const ageMs =
    slot?.status === 'pending'
      ? random.between(2, 9) * MINUTE_MS
      : random.between(40, 400) * DAY_MS;
  return {
    id,
    name: copy === 0 ? template.name : `${template.name} (${regionLabel(copy)})`,
    uri: template.type === 'heartbeat' ? heartbeatUri(id) : regionalUri(template.uri, copy),
    port: null,
    type: template.type,
    category: template.category ? (categoryIds.get(template.category) ?? '') : '',
    interval: random.pick([60, 120, 300, 300, 300, 600]),
    timeout: random.pick([10, 30, 30]),
    sslErrors: template.uri.startsWith('https') ? 'yes' : 'no',
    sslExpiry: template.uri.startsWith('https') ? 'yes' : 'no',
    domainExpiry: random.chance(0.3) ? 'yes' : 'no',
    redirections: 'yes',
    upCodes: ['2xx', '3xx'],
    authType: 'none',
    authUsername: '',
    authPassword: '',
    method: 'GET',
    json: '',
    body: '',
    headers: [],
    ...template.extra,
    status: slot?.status ?? 'up',
    pause: slot?.paused ? 'paused' : 'active',
    createdTime: new Date(now.getTime() - ageMs).toISOString(),
  };
}

function maybeComment(
  state: MonitoringState,
  incident: IncidentRecord,
  random: RandomPicker,
  chance: number,
) {
  if (!random.chance(chance)) return;
  const at = new Date(Date.parse(incident.startedAt) + random.between(1, 4) * MINUTE_MS);
  const text = random.pick(INCIDENT_COMMENTS);
  addIncidentComment(state, incident, { text, author: random.pick(COMMENT_AUTHORS), at });
}

/** Resolved incidents in the last month for about a quarter; an open one if it is down now. */
function seedIncidents(
  state: MonitoringState,
  monitor: MonitorRecord,
  random: RandomPicker,
  now: Date,
) {
  const cause = DOWN_CAUSES[monitor.type];
  const pastCount = monitor.status !== 'pending' && random.chance(0.25) ? random.between(1, 2) : 0;
  for (let n = 0; n < pastCount; n++) {
    const daysAgo = random.between(1, 29) * DAY_MS + random.between(0, 1439) * MINUTE_MS;
    const incident = openIncident(state, monitor, new Date(now.getTime() - daysAgo), cause);
    maybeComment(state, incident, random, 0.4);
    const lasted = random.between(5, 90) * MINUTE_MS;
    resolveIncident(state, incident, new Date(Date.parse(incident.startedAt) + lasted));
  }
  if (monitor.status !== 'down') return;
  const startedAt = new Date(now.getTime() - random.between(5, 180) * MINUTE_MS);
  maybeComment(state, openIncident(state, monitor, startedAt, cause), random, 0.5);
}

/** The deterministic demo account (see the brief in CONTRACT.md): same inputs, same records. */
export function seedMonitoringState(
  state: MonitoringState,
  { monitorCount, now }: { monitorCount: number; now: Date },
) {
  const random = randomPicker(seededRandom(20_240_601)); // any fixed seed will do
  state.telephoneCodes = seedTelephoneCodes();
  const categoryIds = new Map<CategoryKey, string>();
  for (const [key, [name, description]] of Object.entries(CATEGORY_TEMPLATES)) {
    const id = nextId(state, 'cat');
    const createdAt = isoBefore(now, 420 * DAY_MS);
    state.categories.set(id, { id, name, description, createdAt });
    categoryIds.set(key as CategoryKey, id);
  }
  seedNotifications(state, now);
  for (let index = 0; index < monitorCount; index++) {
    const monitor = seedMonitor(state, index, categoryIds, random, now);
    state.monitors.set(monitor.id, monitor);
    seedIncidents(state, monitor, random, now);
  }
  seedStatusPages(state, now);
  seedWindows(state, now);
}
