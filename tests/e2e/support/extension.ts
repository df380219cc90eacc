import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import { findChromium, LOOPBACK_ONLY_ARGS } from './chromium';
import { builtServerPort, e2eServerPort, parallelIndex } from './e2e-server';

/** The e2e build as `npm run build:e2e` made it, pointed at the built port (.env.e2e). */
export const EXTENSION_DIR = fileURLToPath(
  new URL('../../../.output/chrome-mv3-e2e', import.meta.url),
);

/**
 * The build a parallel worker loads: worker 0 the e2e build itself, every other one a copy pointed
 * at its own server's port (e2eServerPort). The copy's folder is the same in every run, so the
 * extension's id (which follows from the folder) is the same each time a profile is relaunched.
 */
export function e2eBuildDir(index = parallelIndex()): string {
  return index === 0 ? EXTENSION_DIR : `${EXTENSION_DIR}-worker-${index}`;
}

/**
 * Points an unpacked build, built for the port in .env.e2e, at another port: the API addresses are
 * baked into its scripts as text. Throws if it finds none, so a build made otherwise is not
 * silently left talking to another worker's server.
 */
export function pointBuildAt(dir: string, port: number) {
  const from = `http://127.0.0.1:${builtServerPort()}`;
  const to = `http://127.0.0.1:${port}`;
  let found = 0;
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|html|json)$/.test(file)) continue;
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) continue;
    found += 1;
    writeFileSync(path, text.replaceAll(from, to));
  }
  if (found === 0) throw new Error(`No script in ${dir} talks to ${from}: is it an e2e build?`);
}

/** Makes the copies of the e2e build that workers 1 … workers − 1 load (e2eBuildDir). */
export function prepareParallelBuilds(workers: number) {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
    throw new Error('No e2e build: run `npm run build:e2e` before the end-to-end tests.');
  for (let index = 1; index < workers; index++) {
    const dir = e2eBuildDir(index);
    rmSync(dir, { recursive: true, force: true });
    cpSync(EXTENSION_DIR, dir, { recursive: true });
    pointBuildAt(dir, e2eServerPort(index));
  }
}

export interface LaunchOptions {
  /** Reuse a profile (to test a relaunch); a fresh temporary one when omitted. */
  profileDir?: string;
  headless?: boolean;
  /** Start with the network off, so not even the first wake-up of the worker gets through. */
  offline?: boolean;
  /**
   * The id from an earlier launch of this build (it follows from the build's path): then the
   * launch does not wait for the service worker, which a relaunch does not always start at once
   * — and pages that need no worker (the door view) must not wait for it either.
   */
  extensionId?: string;
  /**
   * Another unpacked build than this worker's e2e one (e2eBuildDir): the benchmarks add their
   * floor pages to a copy.
   */
  extensionDir?: string;
  /**
   * The browser's UI language, as a BCP 47 tag (`de-DE`); the machine's when omitted. Verified
   * with headless Chromium 156: `--lang=de` (the bare language: `--lang=de-DE` is not one of
   * Chromium's UI languages and leaves it English) picks the extension's messages.json, and
   * Playwright's `locale` is what `i18n.getUILanguage()` (pages and service worker) and Intl
   * report — either alone leaves the other English.
   */
  language?: string;
}

/** How long a fresh launch may take to show the extension's service worker. */
const WORKER_START_MS = 15_000;

/**
 * Chromium with the built extension loaded and nothing but loopback reachable. On a loaded
 * machine Chromium now and then starts without running the extension's worker at all; such a
 * launch is thrown away and made once more (a launch problem, not a Gatehouse one).
 */
export async function launchWithExtension(options: LaunchOptions = {}) {
  try {
    return await launchOnce(options);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    return launchOnce(options);
  }
}

async function launchOnce(options: LaunchOptions) {
  const profileDir = options.profileDir ?? mkdtempSync(join(tmpdir(), 'gatehouse-profile-'));
  const extensionDir = options.extensionDir ?? e2eBuildDir();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    headless: options.headless ?? true,
    offline: options.offline ?? false,
    ...(options.language && { locale: options.language }),
    args: [
      ...LOOPBACK_ONLY_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...(options.language ? [`--lang=${options.language.split('-')[0]}`] : []),
    ],
  });
  if (options.extensionId) return { context, profileDir, extensionId: options.extensionId };
  try {
    const worker =
      context.serviceWorkers()[0] ??
      (await context.waitForEvent('serviceworker', { timeout: WORKER_START_MS }));
    return { context, profileDir, extensionId: new URL(worker.url()).host };
  } catch (error) {
    await context.close();
    if (!options.profileDir) removeProfile(profileDir);
    throw error;
  }
}

export async function backgroundWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** Extension pages opened as ordinary tabs, which Playwright can drive like any page. */
export async function openExtensionPage(
  context: BrowserContext,
  extensionId: string,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

export function removeProfile(profileDir: string) {
  rmSync(profileDir, { recursive: true, force: true });
}
