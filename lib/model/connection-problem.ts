import { message } from '../platform/i18n';
import { policyOf } from './errors/error-policy';

/*
 * What a failed contact with a server means on the Connections page, in the ways a user can fix
 * it there. The connection check (lib/background/connection-check.ts) and the page's standing
 * sign-in line read a failure through this one classification, so they say the same thing.
 */

export type ConnectionProblem = 'unreachable' | 'bad-credentials' | 'not-this-api' | 'not-set-up';

/** The one error policy's reading of a failure's kind (lib/model/errors/error-policy.ts). */
export function connectionProblemOf(kind: string): ConnectionProblem {
  const glance = policyOf(kind).glance;
  if (glance === 'unreachable' || glance === 'not-answering') return 'unreachable';
  if (glance === 'signed-out') return kind === 'config' ? 'not-set-up' : 'bad-credentials';
  return 'not-this-api';
}

const HINTS: Record<ConnectionProblem, () => string> = {
  unreachable: () => message('connectionsUnreachable'),
  'bad-credentials': () => message('connectionsRefused'),
  'not-this-api': () => message('connectionsNotThisService'),
  'not-set-up': () => message('connectionsNotSetUp'),
};

/** What to fix, worded for the page where it is fixed (never "in Settings": the user is there). */
export const connectionHint = (problem: ConnectionProblem) => HINTS[problem]();

/**
 * Whether a failure's own message says more than the hint. A refused sign-in or a server not
 * reached says nothing the hint does not, and its message sends the user to Settings: it is left
 * out. What answered in place of the API, or which setting is wrong, is kept.
 */
export const detailHelps = (problem: ConnectionProblem) =>
  problem === 'not-this-api' || problem === 'not-set-up';
