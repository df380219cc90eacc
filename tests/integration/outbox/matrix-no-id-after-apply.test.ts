import { faultCase } from '../support/outbox-faults';
import { describeFaultMatrix } from '../support/outbox-matrix';

// One file per fault, so the matrix runs on several workers (see outbox-matrix.ts).
describeFaultMatrix(faultCase("an answer without the record's id after the server applied it"));
