import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (README.md, its first section): Playwright's own browser download cannot
 * reach its host here. The e2e step never skips quietly: without a browser it stops with a message
 * saying how to get one, in CI and locally alike.
 */
export function findChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const where = process.env.CI ? 'CI' : 'this machine';
  throw new Error(
    `No Chromium at ${path} on ${where}, so the end-to-end tests cannot run. ` +
      'Install it with `apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
  );
}

/** Loopback only: without these Chromium looks up Google's update hosts at every start. */
export const LOOPBACK_ONLY_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];
