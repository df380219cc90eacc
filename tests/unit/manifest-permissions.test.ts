import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserManifest } from 'wxt';
import config from '../../wxt.config';

/** The README's "Permissions" section, up to the next heading of its level. */
function permissionsSection(): string {
  const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Permissions\n'));
  if (!section) throw new Error('README.md has no "## Permissions" section');
  return section;
}

function manifestFor(browser: string, mode: string): UserManifest {
  const manifest = config.manifest;
  if (typeof manifest !== 'function') return manifest ?? {};
  const env = { browser, mode, command: 'build', manifestVersion: 3 } as ConfigEnv;
  return manifest(env) as UserManifest;
}

describe('README "Permissions"', () => {
  const section = permissionsSection();

  for (const browser of ['chrome', 'firefox'])
    for (const mode of ['production', 'e2e'])
      it(`explains every permission the ${browser} ${mode} manifest asks for`, () => {
        const manifest = manifestFor(browser, mode);
        const asked = [
          ...(manifest.permissions ?? []),
          ...(manifest.host_permissions ?? []),
          ...(manifest.optional_host_permissions ?? []),
          ...(manifest.optional_permissions ?? []),
        ];
        expect(asked.length).toBeGreaterThan(0);
        const unexplained = asked.filter((permission) => !section.includes(`\`${permission}\``));
        expect(unexplained).toEqual([]);
      });
});
