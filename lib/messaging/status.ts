import { effectiveConnections, isConfigured } from '../storage/settings';
import type { BackgroundStatus } from './protocol';

/** Facts about this worker instance, fixed when it starts. */
export interface WorkerIdentity {
  version: string;
  startedAt: number;
}

export async function readBackgroundStatus(worker: WorkerIdentity): Promise<BackgroundStatus> {
  const { monitoring, museum } = await effectiveConnections();
  return {
    ...worker,
    monitoringConfigured: isConfigured(monitoring),
    museumConfigured: isConfigured(museum),
  };
}
