import { expect, it } from 'vitest';
import { writeOperations } from '../../../lib/background/outbox/writes/all-writes';
import { writeCases } from '../support/outbox-cases';
import { faultCase } from '../support/outbox-faults';
import { describeFaultMatrix } from '../support/outbox-matrix';

// One file per fault, so the matrix runs on several workers (see outbox-matrix.ts).
describeFaultMatrix(faultCase('offline'));

it('the matrix covers every write operation the outbox carries', () => {
  const covered = writeCases.map((write) => write.operation).sort();
  expect(covered).toEqual(Object.keys(writeOperations).sort());
});
