import {
  type CommentInput,
  CommentRequestSchema,
  IncidentResponseSchema,
} from '../../../model/monitoring/schemas-incidents';
import type { SignalOption } from './call-options';
import type { MonitoringCaller } from './caller';

export type IncidentFilters = {
  /** CONTRACT.md: open or resolved. */
  status?: 'open' | 'resolved';
  monitorId?: string;
};

/**
 * What incidents (a monitor's down periods) take besides their list (client-resources.ts): comments.
 * Categories (groups of monitors) have nothing else.
 */
export function incidentOperations(caller: MonitoringCaller) {
  return {
    /** Adds a comment; returns the whole incident with its comments and activity. */
    commentOnIncident: (id: string, comment: string, { signal }: SignalOption = {}) =>
      caller.requestOne('commentOnIncident', IncidentResponseSchema, {
        id,
        body: { comment } satisfies CommentInput,
        bodySchema: CommentRequestSchema,
        signal,
      }),
  };
}
