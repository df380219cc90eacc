import { readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchWithExtension } from './extension';

type Launched = Awaited<ReturnType<typeof launchWithExtension>>;

/**
 * The browser's process id. Playwright keeps it to itself, but Chromium names its own in the
 * profile's `SingletonLock` symlink (`<host>-<pid>`), which it makes at start.
 */
function browserPid(profileDir: string): number {
  const target = readlinkSync(join(profileDir, 'SingletonLock'));
  const pid = Number(/-(\d+)$/.exec(target)?.[1]);
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`No browser pid in ${target}`);
  return pid;
}

/**
 * Kills the browser as power loss or the kernel's OOM killer would: SIGKILL to its whole process
 * group (Playwright starts it as a group of its own), so no process gets to flush or say goodbye.
 * The locks a dead Chromium leaves in its profile are cleared, so it can be launched on it again.
 */
export async function killBrowser({ context, profileDir }: Launched) {
  const pid = browserPid(profileDir);
  const closed = context.waitForEvent('close');
  process.kill(-pid, 'SIGKILL');
  await closed;
  for (const lock of ['SingletonLock', 'SingletonSocket', 'SingletonCookie'])
    rmSync(join(profileDir, lock), { force: true });
}

/** The same profile and extension, launched again after a kill. */
export function relaunch({ profileDir, extensionId }: Launched) {
  return launchWithExtension({ profileDir, extensionId });
}
