import {
  type FSWatcher,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

/**
 * One e2e run at a time per machine: the e2e build talks to fixed ports (.env.e2e, one more per
 * parallel worker: tests/e2e/support/e2e-server.ts), so two runs (two terminals, or a benchmark
 * beside a test run) would answer each other's extensions.
 */
const LOCK = join(tmpdir(), 'gatehouse-e2e.lock');

/**
 * A holder killed outright (SIGKILL, a lost terminal) leaves the lock behind and sends no event:
 * only then does a waiter look whether the holder still lives, this often.
 */
const HOLDER_CHECK_MS = 5_000;

function holderAlive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
  } catch {
    // No pid yet: a holder that took the lock a moment ago is still writing it.
    return lockAgeMs() < HOLDER_CHECK_MS;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function lockAgeMs(): number {
  try {
    return Date.now() - statSync(LOCK).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function tryTake(): boolean {
  try {
    mkdirSync(LOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(join(LOCK, 'pid'), String(process.pid));
  return true;
}

/** Resolves when the lock's folder changes (its removal), or at the next check of its holder. */
function lockChanged(watcher: FSWatcher, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      watcher.off('change', onChange);
      clearTimeout(timer);
      resolve();
    };
    const onChange = (_event: string, name: string | Buffer | null) => {
      // Some platforms do not name the file: then any change in the folder is looked at.
      if (name === null || String(name) === basename(LOCK)) done();
    };
    watcher.on('change', onChange);
    const timer = setTimeout(done, Math.max(0, Math.min(HOLDER_CHECK_MS, deadline - Date.now())));
  });
}

/**
 * Takes the machine's e2e lock, waiting for the run that holds it to release it (or to die);
 * the returned function releases it.
 */
export async function acquireRunLock(timeoutMs = 20 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  // Watching starts before the first try, so a release between that try and the wait is seen.
  const watcher = watch(dirname(LOCK));
  try {
    for (;;) {
      if (tryTake()) return () => rmSync(LOCK, { recursive: true, force: true });
      if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Another e2e run still holds ${LOCK}`);
      else await lockChanged(watcher, deadline);
    }
  } finally {
    watcher.close();
  }
}
