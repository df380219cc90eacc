import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningServer, startServer } from '../start';

// Fault injection and the request log work on any path, so their tests use one the APIs do not
// have: the fault decides the answer before (or after) the 404 handler runs.
export const PATH = '/fault-probe';

/** One server for a test file, reset before each test, with its control API at hand. */
export function useFaultProbe() {
  let running: RunningServer;
  const control = (path: string, init?: RequestInit) =>
    fetch(`${running.url}/__control${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json' },
    });
  const addFault = (fault: object) =>
    control('/faults', { method: 'POST', body: JSON.stringify({ path: PATH, ...fault }) });

  beforeAll(async () => {
    running = await startServer({ port: 0 });
  });
  afterAll(() => running.close());
  beforeEach(() => control('/reset', { method: 'POST' }));

  return {
    get running() {
      return running;
    },
    control,
    addFault,
  };
}
