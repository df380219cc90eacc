import type { FieldError } from '../../model/errors';
import { checkMonitoringInput } from '../../model/monitoring/validate-input';
import { checkMuseumInput } from '../../model/museum/validate';
import type { WriteOperation } from './operation';

export type InputCheck =
  | { success: true; output: unknown }
  | { success: false; fieldErrors: FieldError[] };

/** A write's payload against its operation's schema, worded as that API's forms word errors. */
export function checkWriteInput(operation: WriteOperation, payload: unknown): InputCheck {
  const checked =
    operation.api === 'monitoring'
      ? checkMonitoringInput(operation.input, payload)
      : checkMuseumInput(operation.input, payload);
  return checked.success
    ? { success: true, output: checked.output }
    : { success: false, fieldErrors: checked.fieldErrors };
}
