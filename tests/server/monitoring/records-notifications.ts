import type { Flag } from './records';

/** What the notification routes store (see records.ts for the approach). */

export interface SeatRecord {
  id: string;
  name: string;
  email: string;
  telephoneCode: string;
  phone: string;
  sms: Flag;
  call: Flag;
  integrations: string[];
  createdAt: string;
}

export const INTEGRATION_TYPES = [
  'webhook',
  'slack',
  'teams',
  'discord',
  'pagerduty',
  'email',
] as const;

export interface IntegrationRecord {
  id: string;
  name: string;
  type: (typeof INTEGRATION_TYPES)[number];
  target: string;
  enabled: Flag;
  createdAt: string;
}
