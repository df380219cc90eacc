import type { Flag } from './records';

/** What the status-page and maintenance routes store (see records.ts for the approach). */

export interface PageFields {
  name: string;
  homepage: string;
  layout: 'list' | 'grid';
  lighting: 'light' | 'dark';
  subdomain: string;
  domain: string;
  analytics: Flag;
  seo: Flag;
  access: Flag;
  poweredBy: Flag;
  uri: Flag;
  duration: Flag;
  paused: Flag;
  subscribe: Flag;
  status: Flag;
  details: Flag;
  logo: string;
  logoDark: string;
  favicon: string;
  newMonitors: Flag;
  monitors: string[];
}

export interface PageRecord extends PageFields {
  id: string;
  /** Set through the authentication operation only; never leaves the server. */
  password: string | null;
}

export interface AnnouncementRecord {
  id: string;
  title: string;
  message: string;
  type: 'info' | 'maintenance' | 'incident';
  sticky: Flag;
  pages: string[];
  createdAt: string;
  updatedAt: string;
}

export interface WindowSchedule {
  type: 'once' | 'daily' | 'weekly' | 'monthly';
  start: string;
  end: string;
  timezone: string;
  days: number[];
}

export interface WindowRecord {
  id: string;
  name: string;
  description: string;
  monitors: string[];
  schedule: WindowSchedule;
  paused: boolean;
  endedAt: string | null;
  createdAt: string;
}
