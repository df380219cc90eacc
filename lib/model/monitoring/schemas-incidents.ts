import * as v from 'valibot';
import { problem } from '../errors/field-problems';
import { envelopeOf, lenientId, lenientNumber, optionalText } from './schemas-shared';

/*
 * Incidents, their activity and comments. Named in the published description (IncidentObject,
 * IncidentActivityObject, IncidentCommentObject, CommentRequest) without fields,
 * so they are tolerant: CONTRACT.md's fields are read, anything else is kept.
 */

const IncidentActivitySchema = v.looseObject({
  id: v.optional(lenientId),
  /** CONTRACT.md: down, up, comment or notification; other kinds are kept as they come. */
  type: v.string(),
  message: optionalText,
  createdAt: v.string(),
});

const IncidentCommentSchema = v.looseObject({
  id: v.optional(lenientId),
  comment: v.string(),
  author: optionalText,
  createdAt: v.string(),
});

const IncidentObjectSchema = v.looseObject({
  id: lenientId,
  monitorId: v.optional(lenientId),
  monitorName: optionalText,
  /** CONTRACT.md: open or resolved. */
  status: v.string(),
  cause: optionalText,
  startedAt: v.string(),
  resolvedAt: optionalText,
  /** Seconds, up to now while open. */
  duration: v.optional(lenientNumber),
  activity: v.optional(v.array(IncidentActivitySchema), []),
  comments: v.optional(v.array(IncidentCommentSchema), []),
});

export const IncidentResponseSchema = envelopeOf('incidents', IncidentObjectSchema);

export const CommentRequestSchema = v.object({
  comment: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(problem('problemRequired')),
    v.maxLength(2000, problem('problemAtMost', ['2000'])),
  ),
});
export type CommentInput = v.InferInput<typeof CommentRequestSchema>;
