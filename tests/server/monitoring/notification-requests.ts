import * as v from 'valibot';
import { flag, isHttpUrl, knownIds, oneOf, requiredText } from './fields';
import { INTEGRATION_TYPES } from './records-notifications';
import type { MonitoringState } from './store';

const email = (field: string) =>
  v.pipe(requiredText(field, 254), v.email(`${field} must be an email address`));

/** SeatRequest: `telephoneCode` must be a known code's `code`, and comes with `phone`. */
export function seatRequestSchema(state: MonitoringState) {
  const knownCodes = new Set(state.telephoneCodes.map((code) => code.code));
  return v.pipe(
    v.object({
      name: requiredText('name'),
      email: email('email'),
      telephoneCode: v.optional(
        v.pipe(
          v.string('telephoneCode must be a string'),
          v.check(
            (code) => code === '' || knownCodes.has(code),
            'telephoneCode must be one of the telephone codes (e.g. "+44")',
          ),
        ),
        '',
      ),
      phone: v.optional(
        v.pipe(
          v.string('phone must be a string'),
          v.regex(/^[0-9 ()-]{0,20}$/, 'phone must be digits only, without the country code'),
        ),
        '',
      ),
      sms: v.optional(flag('sms'), 0),
      call: v.optional(flag('call'), 0),
      integrations: v.optional(knownIds('integrations', state.integrations, 'integration'), []),
    }),
    v.forward(
      v.partialCheck(
        [['phone'], ['telephoneCode']],
        (seat) => seat.phone === '' || seat.telephoneCode !== '',
        'telephoneCode is required with phone',
      ),
      ['telephoneCode'],
    ),
  );
}

type IntegrationType = (typeof INTEGRATION_TYPES)[number];

/** What `target` must be for each integration type. */
function targetProblem({ type, target }: { type: IntegrationType; target: string }) {
  if (target.trim() === '') return 'target is required';
  if (type === 'email') {
    return v.is(v.pipe(v.string(), v.email()), target) ? null : 'target must be an email address';
  }
  if (type === 'pagerduty') return null; // an integration key: any non-empty text
  return isHttpUrl(target) ? null : `target must be an http(s) URL for ${type}`;
}

export function integrationRequestSchema() {
  return v.pipe(
    v.object({
      name: requiredText('name'),
      type: oneOf('type', INTEGRATION_TYPES),
      target: v.pipe(v.string('target must be a string'), v.trim(), v.maxLength(2000)),
      enabled: v.optional(flag('enabled'), 1),
    }),
    v.forward(
      v.partialCheck(
        [['type'], ['target']],
        (input) => targetProblem(input) === null,
        (issue) => targetProblem(issue.input as { type: IntegrationType; target: string }) ?? '',
      ),
      ['target'],
    ),
  );
}
