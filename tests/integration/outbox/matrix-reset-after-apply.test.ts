import { faultCase } from '../support/outbox-faults';
import { describeFaultMatrix } from '../support/outbox-matrix';

// One file per fault, so the matrix runs on several workers (see outbox-matrix.ts).
describeFaultMatrix(faultCase('connection reset after the server applied it'));
