/**
 * What the monitoring server stores. Records keep the request's field names (so an update can
 * merge a partial body over a record and re-validate the whole), plus what only the server
 * knows; `present.ts` turns them into the response objects of CONTRACT.md.
 */

export const MONITOR_TYPES = ['http', 'keyword', 'ping', 'port', 'dns', 'heartbeat'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];
export type MonitorStatus = 'up' | 'down' | 'pending';
type PauseState = 'active' | 'paused';
type YesNo = 'yes' | 'no';
export type Flag = 0 | 1;

export interface MonitorFields {
  name: string;
  uri: string;
  port: number | null;
  type: MonitorType;
  category: string;
  interval: number;
  timeout: number;
  sslErrors: YesNo;
  sslExpiry: YesNo;
  domainExpiry: YesNo;
  redirections: YesNo;
  upCodes: string[];
  authType: 'none' | 'basic' | 'digest' | 'bearer';
  authUsername: string;
  authPassword: string;
  method: string;
  json: string;
  body: string;
  headers: { name: string; value: string }[];
}

export interface MonitorRecord extends MonitorFields {
  id: string;
  status: MonitorStatus;
  pause: PauseState;
  /** Full creation instant; the API shows only its date, the series start from it. */
  createdTime: string;
}

export interface CategoryRecord {
  id: string;
  name: string;
  description: string;
  createdAt: string;
}

export interface IncidentActivity {
  id: string;
  type: 'down' | 'up' | 'comment' | 'notification';
  message: string;
  createdAt: string;
}

interface IncidentComment {
  id: string;
  comment: string;
  author: string;
  createdAt: string;
}

export interface IncidentRecord {
  id: string;
  monitorId: string;
  monitorName: string;
  status: 'open' | 'resolved';
  cause: string;
  startedAt: string;
  resolvedAt: string | null;
  activity: IncidentActivity[];
  comments: IncidentComment[];
}

export interface TelephoneCode {
  id: string;
  country: string;
  iso: string;
  code: string;
}
