import { cpSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTENSION_DIR } from '../e2e/support/extension';

const FLOORS = fileURLToPath(new URL('./floors', import.meta.url));

/**
 * A copy of the e2e build with the floor pages added (floors/): extension pages of the same
 * extension, so they open the same IndexedDB the real pages read. The copy lives at one fixed
 * path, because an unpacked extension's id follows from its path and the door benchmark
 * relaunches on one profile.
 */
export function extensionWithFloors(): string {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
    throw new Error('No e2e build: run `npm run build:e2e` before the benchmarks.');
  const dir = join(tmpdir(), 'gatehouse-bench-extension');
  rmSync(dir, { recursive: true, force: true });
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  cpSync(FLOORS, dir, { recursive: true });
  return dir;
}
