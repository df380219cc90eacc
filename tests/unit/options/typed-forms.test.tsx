import fc from 'fast-check';
import { renderToString } from 'preact-render-to-string';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  valuesTyped,
  withoutBlanks,
} from '../../../components/options/form/form-values';
import type { FormSlot } from '../../../entrypoints/options/resource/spec';
import { CategoryForm, categoryValues } from '../../../entrypoints/options/resources/CategoryForm';
import type { WriteCommand } from '../../../lib/messaging/protocol';
import { checkFieldInput } from '../../../lib/model/field-problems';
import {
  CategoryRequestSchema,
  CategoryUpdateRequestSchema,
} from '../../../lib/model/monitoring/schemas-categories';
import type { CategoryRow } from '../../../lib/model/rows';
import { NO_LOOKUPS } from '../support/no-lookups';

/*
 * Each resource's typed form: a row becomes form values, the values the payload of its write,
 * and a refused write's payload comes back into the form as it was typed. The real-browser specs
 * (options-forms.spec.ts and the options-*.spec.ts per resource) walk the forms themselves.
 */

/** Text as a user leaves it in a field: no spaces around it (the request trims them). */
const text = (maxLength: number, minLength = 0) =>
  fc
    .string({ maxLength, minLength })
    .map((typed) => typed.trim())
    .filter((typed) => typed.length >= minLength);

/**
 * The round trip every form keeps: values → the create payload, which the create's schema takes
 * → (refused) back into a blank form as the same values; and an untouched form sends no change.
 */
function expectRoundTrip<Values extends object>(
  values: Values,
  blank: Values,
  create: v.GenericSchema,
  update: v.GenericSchema<unknown, Partial<Values>>,
) {
  const payload = withoutBlanks(values);
  expect(checkFieldInput(create, payload).fieldErrors).toEqual([]);
  expect(valuesTyped(blank, payload, update)).toEqual(values);
  expect(changedFields(values, values)).toEqual({});
}

/** What a form renders for a slot, and the command its Save would send. */
function slotFor<Row>(row?: Row): FormSlot<Row> {
  return {
    row,
    lookups: NO_LOOKUPS,
    frame: { formId: 'f', problems: [], submitLabel: 'Save' },
    send: async (_command: WriteCommand) => {},
  };
}

const categoryRow: fc.Arbitrary<CategoryRow> = fc.record({
  id: fc.string({ minLength: 1 }),
  name: text(100, 1),
  description: text(1000),
});

describe('the category form', () => {
  it('round-trips a row through its values and payload', () => {
    fc.assert(
      fc.property(categoryRow, (row) =>
        expectRoundTrip(
          categoryValues(row),
          categoryValues(),
          CategoryRequestSchema,
          CategoryUpdateRequestSchema,
        ),
      ),
    );
  });

  it('shows the row in fields named by the request, the name marked required', () => {
    const html = renderToString(
      <CategoryForm {...slotFor<CategoryRow>({ id: 'c1', name: 'Shop', description: 'Till' })} />,
    );
    expect(html).toMatch(/<input id="f-name" aria-required="true"[^>]* value="Shop"/);
    expect(html).toMatch(/<textarea id="f-description"[^>]*>Till<\/textarea>/);
  });

  it('sends only the fields its command takes: a misspelt one does not compile', () => {
    const send = (command: WriteCommand) => command;
    // @ts-expect-error `nmae` is no field of createCategory
    send({ operation: 'createCategory', payload: { nmae: 'Shop' } });
    // @ts-expect-error an update names its record
    send({ operation: 'updateCategory', payload: { name: 'Shop' } });
    expect(send({ operation: 'createCategory', payload: { name: 'Shop' } }).operation).toBe(
      'createCategory',
    );
  });
});
