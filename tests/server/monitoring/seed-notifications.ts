import type { IntegrationRecord, SeatRecord } from './records-notifications';
import { type MonitoringState, nextId } from './store';
import { DAY_MS, isoBefore } from './time';

type SeedIntegration = Omit<IntegrationRecord, 'id' | 'createdAt'>;
type SeedSeat = Omit<SeatRecord, 'id' | 'createdAt' | 'integrations'> & { integrations: number[] };

const INTEGRATIONS: SeedIntegration[] = [
  {
    name: '#ops-alerts',
    type: 'slack',
    target: 'https://hooks.slack.example.com/services/T000/B000/XXXX',
    enabled: 1,
  },
  {
    name: 'PagerDuty production',
    type: 'pagerduty',
    target: 'e93facc04764012d7bfb002500d5d1a6',
    enabled: 1,
  },
  {
    name: 'Deploy bot webhook',
    type: 'webhook',
    target: 'https://hooks.example.org/gatehouse',
    enabled: 0,
  },
  { name: 'Ops mailbox', type: 'email', target: 'ops@example.com', enabled: 1 },
];

/** `integrations` are indexes into INTEGRATIONS. */
const SEATS: SeedSeat[] = [
  {
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    telephoneCode: '+44',
    phone: '7700900123',
    sms: 1,
    call: 0,
    integrations: [0, 1],
  },
  {
    name: 'On-call rota',
    email: 'oncall@example.com',
    telephoneCode: '+1',
    phone: '2025550143',
    sms: 1,
    call: 1,
    integrations: [1],
  },
  {
    name: 'Sam Okafor',
    email: 'sam@example.org',
    telephoneCode: '',
    phone: '',
    sms: 0,
    call: 0,
    integrations: [3],
  },
];

export function seedNotifications(state: MonitoringState, now: Date) {
  const integrationIds = INTEGRATIONS.map((integration, n) => {
    const id = nextId(state, 'int');
    state.integrations.set(id, {
      id,
      ...integration,
      createdAt: isoBefore(now, (300 - n) * DAY_MS),
    });
    return id;
  });
  SEATS.forEach((seat, n) => {
    const id = nextId(state, 'seat');
    const integrations = seat.integrations.flatMap((index) => integrationIds[index] ?? []);
    const createdAt = isoBefore(now, (200 - n * 40) * DAY_MS);
    state.seats.set(id, { id, ...seat, integrations, createdAt });
  });
}
