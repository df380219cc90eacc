import type { IncidentActivity, IncidentRecord, MonitorRecord } from './records';
import { type MonitoringState, nextId } from './store';

function addActivity(
  state: MonitoringState,
  incident: IncidentRecord,
  type: IncidentActivity['type'],
  message: string,
  at: Date,
) {
  incident.activity.push({ id: nextId(state, 'act'), type, message, createdAt: at.toISOString() });
}

export function openIncidentOf(state: MonitoringState, monitorId: string) {
  for (const incident of state.incidents.values()) {
    if (incident.monitorId === monitorId && incident.status === 'open') return incident;
  }
  return undefined;
}

/** A monitor went down: the incident starts with the failed check and the alert it sent. */
export function openIncident(
  state: MonitoringState,
  monitor: MonitorRecord,
  at: Date,
  cause: string,
): IncidentRecord {
  const incident: IncidentRecord = {
    id: nextId(state, 'inc'),
    monitorId: monitor.id,
    monitorName: monitor.name,
    status: 'open',
    cause,
    startedAt: at.toISOString(),
    resolvedAt: null,
    activity: [],
    comments: [],
  };
  addActivity(state, incident, 'down', `${monitor.name} is down: ${cause}`, at);
  const seats = Math.max(state.seats.size, 1);
  const alertAt = new Date(at.getTime() + 5_000);
  addActivity(state, incident, 'notification', `Alert sent to ${seats} seat(s)`, alertAt);
  state.incidents.set(incident.id, incident);
  return incident;
}

export function resolveIncident(state: MonitoringState, incident: IncidentRecord, at: Date) {
  incident.status = 'resolved';
  incident.resolvedAt = at.toISOString();
  addActivity(state, incident, 'up', `${incident.monitorName} is back up`, at);
}

export function addIncidentComment(
  state: MonitoringState,
  incident: IncidentRecord,
  comment: { text: string; author: string; at: Date },
) {
  const createdAt = comment.at.toISOString();
  incident.comments.push({
    id: nextId(state, 'cmt'),
    comment: comment.text,
    author: comment.author,
    createdAt,
  });
  addActivity(state, incident, 'comment', `${comment.author} commented`, comment.at);
}

/** Seconds from start to resolution, or to `now` while the incident is still open. */
export function incidentDurationSeconds(incident: IncidentRecord, now: Date) {
  const end = incident.resolvedAt ? Date.parse(incident.resolvedAt) : now.getTime();
  return Math.max(0, Math.round((end - Date.parse(incident.startedAt)) / 1000));
}
