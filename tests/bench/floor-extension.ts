import { cpSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtServerPort } from '../e2e/support/e2e-server';

const FLOORS = fileURLToPath(new URL('./floors', import.meta.url));

/**
 * The build the benchmarks load (`npm run build:bench`, .env.bench): the e2e build's server and
 * credentials with the shipped list bound, which the e2e build lowers.
 */
const BENCH_BUILD_DIR = fileURLToPath(new URL('../../.output/chrome-mv3-bench', import.meta.url));

/** The port the bench build talks to, where a benchmark starts its server. */
export const benchServerPort = () => builtServerPort('bench');

/**
 * A copy of the bench build (BENCH_BUILD_DIR) with the floor pages added (floors/): extension
 * pages of the same extension, so they open the same IndexedDB the real pages read. The copy
 * lives at one fixed path, because an unpacked extension's id follows from its path and the
 * door benchmark relaunches on one profile.
 */
export function extensionWithFloors(): string {
  if (!existsSync(join(BENCH_BUILD_DIR, 'manifest.json')))
    throw new Error('No bench build: run `npm run build:bench` before the benchmarks.');
  const dir = join(tmpdir(), 'gatehouse-bench-extension');
  rmSync(dir, { recursive: true, force: true });
  cpSync(BENCH_BUILD_DIR, dir, { recursive: true });
  cpSync(FLOORS, dir, { recursive: true });
  return dir;
}
