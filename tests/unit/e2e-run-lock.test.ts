import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The machine-wide e2e lock (tests/e2e/support/run-lock.ts), in a temporary folder of its own:
 * the lock lives in the OS's temporary folder, which TMPDIR names, so this test never meets a real
 * run's lock.
 */
const folder = mkdtempSync(join(tmpdir(), 'gatehouse-lock-test-'));
const lock = join(folder, 'gatehouse-e2e.lock');
let acquireRunLock: typeof import('../e2e/support/run-lock').acquireRunLock;

// Stubbed, not assigned and put back: TMPDIR set back to an undefined it had becomes the folder
// "undefined" for the files after this one (they share the process, vitest.config.ts). The lock
// module reads the folder when it loads: loaded afresh, after the stub.
beforeAll(async () => {
  vi.stubEnv('TMPDIR', folder);
  vi.resetModules();
  ({ acquireRunLock } = await import('../e2e/support/run-lock'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(folder, { recursive: true, force: true });
});

/** True once the promise has settled, looked at after everything already queued has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the e2e run lock', () => {
  it('a second run waits while the first holds the lock and takes it when the first releases', async () => {
    const releaseFirst = await acquireRunLock();
    const second = acquireRunLock();
    expect(await settled(second)).toBe(false);
    releaseFirst();
    const releaseSecond = await second;
    expect(readFileSync(join(lock, 'pid'), 'utf8')).toBe(String(process.pid));
    releaseSecond();
    expect(existsSync(lock)).toBe(false);
  });

  it('a lock left behind by a run that died is taken over', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), dead);
    const release = await acquireRunLock();
    expect(readFileSync(join(lock, 'pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
