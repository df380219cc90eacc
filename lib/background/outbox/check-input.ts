import type { FieldError } from '../../model/errors/errors';
import { checkFieldInput } from '../../model/errors/field-problems';
import { checkMuseumInput } from '../../model/museum/validate';
import type { WriteOperation } from './writes/write-definition';

export type InputCheck =
  | { success: true; output: unknown }
  | { success: false; fieldErrors: FieldError[] };

/**
 * A write's payload against its operation's schema. A ticket order's messages are whole sentences
 * for the popup's own ticket form; every other write comes from an options form, whose errors
 * name the field as its label does (field-problems.ts).
 */
export function checkWriteInput(operation: WriteOperation, payload: unknown): InputCheck {
  const checked =
    operation.table === 'tickets'
      ? checkMuseumInput(operation.input, payload)
      : checkFieldInput(operation.input, payload);
  return checked.success
    ? { success: true, output: checked.output }
    : { success: false, fieldErrors: checked.fieldErrors };
}
