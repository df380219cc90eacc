import { effectiveConnections, isConfigured } from '../storage/settings';
import type { WorkerDatabase } from '../storage/worker-database';
import type { BackgroundStatus } from './protocol';

/** Facts about this worker instance, fixed when it starts. */
export interface WorkerIdentity {
  version: string;
  startedAt: number;
}

/**
 * Answered only once the database has opened, or failed to: a worker whose open never ends
 * does not answer, which the pages take as a background not working (lib/containers/useBackground.ts).
 */
export async function readBackgroundStatus(
  worker: WorkerIdentity,
  open: () => Promise<WorkerDatabase>,
): Promise<BackgroundStatus> {
  const [{ monitoring, museum }, databaseFailure] = await Promise.all([
    effectiveConnections(),
    open().then(
      () => null,
      (error: unknown) => String(error),
    ),
  ]);
  return {
    ...worker,
    monitoringConfigured: isConfigured(monitoring),
    museumConfigured: isConfigured(museum),
    databaseFailure,
  };
}
