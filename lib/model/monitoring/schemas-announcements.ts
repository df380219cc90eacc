import * as v from 'valibot';
import { problem } from '../errors/field-problems';
import {
  envelopeOf,
  lenientFlag,
  lenientId,
  optionalText,
  RecordReferenceSchema,
} from './schemas-shared';

/*
 * Status announcements. The published description names AnnouncementObject, AnnouncementPageObject and
 * AnnouncementRequest without fields; responses are tolerant, requests follow
 * CONTRACT.md.
 */

/** The kinds an announcement may be (CONTRACT.md); the form offers these. */
export const ANNOUNCEMENT_TYPES = ['info', 'maintenance', 'incident'] as const;

const AnnouncementObjectSchema = v.looseObject({
  id: lenientId,
  title: v.string(),
  message: optionalText,
  type: v.optional(v.string()),
  sticky: v.optional(lenientFlag),
  /** The status pages showing it. */
  pages: v.optional(v.array(RecordReferenceSchema), []),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
});

export const AnnouncementResponseSchema = envelopeOf('announcements', AnnouncementObjectSchema);

export const AnnouncementRequestSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(problem('problemRequired'))),
  message: v.pipe(v.string(), v.trim(), v.nonEmpty(problem('problemRequired'))),
  type: v.optional(v.picklist(ANNOUNCEMENT_TYPES, problem('problemChoice'))),
  sticky: v.optional(v.picklist([0, 1], problem('problemChoice'))),
  /** Status page ids; at least one. */
  pages: v.pipe(v.array(v.string()), v.minLength(1, problem('problemAtLeastOnePage'))),
});

/** The server merges an update over the stored record, so any subset of fields will do. */
export const AnnouncementUpdateRequestSchema = v.partial(AnnouncementRequestSchema);
