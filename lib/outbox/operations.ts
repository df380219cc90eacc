import type { WriteOperation } from './operation';
import { monitoringActionOperations } from './operations-actions';
import { monitoringCrudOperations } from './operations-monitoring';
import { museumOperations } from './operations-museum';

/** Every write of both APIs the outbox carries, by name (issue 6 "one path for every write"). */
export const writeOperations: Record<string, WriteOperation> = {
  ...monitoringCrudOperations,
  ...monitoringActionOperations,
  ...museumOperations,
};

export function operationFor(name: string): WriteOperation {
  const operation = writeOperations[name];
  if (!operation) throw new Error(`Unknown write operation "${name}"`);
  return operation;
}
