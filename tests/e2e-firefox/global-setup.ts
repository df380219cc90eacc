import { acquireRunLock } from '../e2e/support/run-lock';

/** Waits, without a timeout of its own, for any other e2e run on this machine to finish. */
export default async function globalSetup() {
  return acquireRunLock();
}
