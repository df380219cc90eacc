import { acquireRunLock } from './support/run-lock';

/** Waits for any other e2e run on this machine to finish; the returned function releases. */
export default async function globalSetup() {
  return acquireRunLock();
}
