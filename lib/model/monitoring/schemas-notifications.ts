import * as v from 'valibot';
import { problem } from '../errors/field-problems';
import { envelopeOf, isHttpUrl, lenientFlag, lenientId, optionalText } from './schemas-shared';

/*
 * Notification seats (who is alerted) and integrations (where alerts go). The published description names their
 * records (SeatObject, SeatIntegrationObject, SeatRequest, IntegrationObject, IntegrationRequest)
 * without fields; responses are tolerant, requests follow CONTRACT.md.
 */

/** Where an integration sends alerts (CONTRACT.md); the form offers these. */
export const INTEGRATION_TYPES = [
  'webhook',
  'slack',
  'teams',
  'discord',
  'pagerduty',
  'email',
] as const;
const HOOK_TYPES: readonly string[] = ['webhook', 'slack', 'teams', 'discord'];

const SeatIntegrationSchema = v.looseObject({
  id: lenientId,
  name: v.optional(v.string()),
  type: v.optional(v.string()),
});

const SeatObjectSchema = v.looseObject({
  id: lenientId,
  name: v.string(),
  email: optionalText,
  telephoneCode: optionalText,
  phone: optionalText,
  sms: v.optional(lenientFlag),
  call: v.optional(lenientFlag),
  integrations: v.optional(v.array(SeatIntegrationSchema), []),
  createdAt: v.optional(v.string()),
});

export const SeatResponseSchema = envelopeOf('seats', SeatObjectSchema);

const IntegrationObjectSchema = v.looseObject({
  id: lenientId,
  name: v.string(),
  type: v.string(),
  target: optionalText,
  enabled: v.optional(lenientFlag),
  createdAt: v.optional(v.string()),
});

export const IntegrationResponseSchema = envelopeOf('integrations', IntegrationObjectSchema);

const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(problem('problemRequired')));
const flag = v.picklist([0, 1], problem('problemChoice'));

const seatFields = v.object({
  name: requiredText,
  email: v.pipe(requiredText, v.email(problem('problemEmail'))),
  /** A known telephone code's `code`, e.g. "+44"; required with `phone`. */
  telephoneCode: v.optional(v.string()),
  phone: v.optional(v.pipe(v.string(), v.regex(/^[\d\s()-]*$/, problem('problemPhone')))),
  sms: v.optional(flag),
  call: v.optional(flag),
  /** Integration ids. */
  integrations: v.optional(v.array(v.string())),
});

export const SeatRequestSchema = v.pipe(
  seatFields,
  v.forward(
    v.check(
      (seat) => !seat.phone || Boolean(seat.telephoneCode),
      problem('problemNeededWithPhone'),
    ),
    ['telephoneCode'],
  ),
);

/**
 * The server merges an update over the stored record and checks the result, so only the fields
 * sent are checked here; rules across fields are left to the server, which knows the rest.
 */
export const SeatUpdateRequestSchema = v.partial(seatFields);

const isEmail = (text: string) => v.is(v.pipe(v.string(), v.email()), text);

const integrationFields = v.object({
  name: requiredText,
  type: v.picklist(INTEGRATION_TYPES, problem('problemChoice')),
  /** A URL for hooks, an email address for email, the routing key for PagerDuty. */
  target: requiredText,
  enabled: v.optional(flag),
});

export const IntegrationRequestSchema = v.pipe(
  integrationFields,
  v.forward(
    v.check(
      ({ type, target }) => !HOOK_TYPES.includes(type) || isHttpUrl(target),
      problem('problemWebAddressForType'),
    ),
    ['target'],
  ),
  v.forward(
    v.check(
      ({ type, target }) => type !== 'email' || isEmail(target),
      problem('problemEmailForType'),
    ),
    ['target'],
  ),
);

/** Any subset of the fields; the server checks target against type after merging. */
export const IntegrationUpdateRequestSchema = v.partial(integrationFields);
