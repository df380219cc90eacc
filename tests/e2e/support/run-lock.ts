import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One e2e run at a time per machine: the e2e build talks to a fixed port (.env.e2e), so two runs
 * (two terminals, or a benchmark beside a test run) would answer each other's extensions.
 */
const LOCK = join(tmpdir(), 'gatehouse-e2e.lock');

function holderAlive(): boolean {
  try {
    process.kill(Number(readFileSync(join(LOCK, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

export async function acquireRunLock(timeoutMs = 20 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch {
      if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Another e2e run still holds ${LOCK}`);
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
