import { effectiveConnections } from '../settings';
import type { BackgroundStatus } from './protocol';

/** Facts about this worker instance, fixed when it starts. */
export interface WorkerIdentity {
  version: string;
  startedAt: number;
}

/** A connection counts as configured once it has both an address and credentials. */
export async function readBackgroundStatus(worker: WorkerIdentity): Promise<BackgroundStatus> {
  const { monitoring, museum } = await effectiveConnections();
  return {
    ...worker,
    monitoringConfigured: Boolean(monitoring.baseUrl && monitoring.credentials),
    museumConfigured: Boolean(museum.baseUrl && museum.credentials),
  };
}
