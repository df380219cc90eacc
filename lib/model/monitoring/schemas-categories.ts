import * as v from 'valibot';
import { problem } from '../errors/field-problems';
import { envelopeOf, lenientId, lenientNumber, optionalText } from './schemas-shared';

/*
 * Categories group monitors. The published description names CategoryObject and CategoryRequest but shows no
 * fields; CONTRACT.md's shape is read tolerantly.
 */

const CategoryObjectSchema = v.looseObject({
  id: lenientId,
  name: v.string(),
  description: optionalText,
  /** How many monitors are in the category. */
  monitors: v.optional(lenientNumber),
  createdAt: v.optional(v.string()),
});

export const CategoryResponseSchema = envelopeOf('categories', CategoryObjectSchema);

export const CategoryRequestSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(problem('problemRequired')),
    v.maxLength(100, problem('problemTooLong')),
  ),
  description: v.optional(v.pipe(v.string(), v.maxLength(1000, problem('problemTooLong')))),
});

/** The server merges an update over the stored record, so any subset of fields will do. */
export const CategoryUpdateRequestSchema = v.partial(CategoryRequestSchema);
