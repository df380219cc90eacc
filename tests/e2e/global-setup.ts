import type { FullConfig } from '@playwright/test';
import { prepareParallelBuilds } from './support/extension';
import { acquireRunLock } from './support/run-lock';

/**
 * Waits for any other e2e run on this machine to finish, then gives each parallel worker its build;
 * the returned function releases the lock.
 */
export default async function globalSetup(config: FullConfig) {
  const release = await acquireRunLock();
  try {
    prepareParallelBuilds(config.workers);
  } catch (error) {
    release();
    throw error;
  }
  return release;
}
