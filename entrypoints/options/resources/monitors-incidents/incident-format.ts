import { durationText } from '../../../../lib/model/duration-words';
import { incidentLasted } from '../../../../lib/model/incident-duration';
import type { RecordOf } from '../../../../lib/model/resources';
import { message } from '../../../../lib/platform/i18n';

/** How long an incident lasted, or has so far, as every view says a duration. */
export const incidentDurationText = (row: RecordOf<'incidents'>, now = Date.now()) =>
  durationText(incidentLasted(row, now));

/** The words the incidents list filters by; a status the API adds, as it is. */
export const statusText = (status: string) =>
  status === 'open'
    ? message('filterOpen')
    : status === 'resolved'
      ? message('filterResolved')
      : status;
