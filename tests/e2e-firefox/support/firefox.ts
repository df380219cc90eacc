import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { RunningServer } from '../../server/start';

/** The Firefox e2e build (`npm run build:e2e:firefox`). */
const FIREFOX_EXTENSION_DIR = fileURLToPath(
  new URL('../../../.output/firefox-mv3-e2e', import.meta.url),
);

/** The gecko id from wxt.config.ts, and the moz-extension host we pin it to. */
const GECKO_ID = 'gatehouse@example.org';
const EXTENSION_UUID = '5d0b8d53-9f5e-4c47-8d0e-1c5a3b7e2f10';
const extensionUrl = (path: string) => `moz-extension://${EXTENSION_UUID}/${path}`;

/** Debian's firefox-esr (README.md, its first section); the step never skips quietly without it. */
function findFirefox(): string {
  const path = process.env.FIREFOX_PATH ?? '/usr/lib/firefox-esr/firefox-esr';
  if (existsSync(path)) return path;
  throw new Error(
    `No Firefox at ${path}, so the Firefox end-to-end test cannot run. ` +
      'Install it with `apt-get update && apt-get install -y firefox-esr`, or set FIREFOX_PATH.',
  );
}

/**
 * Firefox reports the extension's console errors and uncaught errors only on its own stdout (with
 * the devtools.console.stdout prefs), not over WebDriver BiDi. Our own logs all start with
 * "Gatehouse"; uncaught errors name the extension's URL. Firefox's own noise names neither.
 */
function isExtensionError(line: string): boolean {
  const ours = line.includes(EXTENSION_UUID) || line.includes('"Gatehouse');
  return ours && /JavaScript error|console\.error/.test(line);
}

/**
 * One headless Firefox with the unpacked build installed, driven over WebDriver BiDi.
 * `extensionErrors` collects every error line the extension printed since launch. `prefs` are
 * added to the profile's.
 */
export async function launchFirefoxWithExtension(prefs: Record<string, unknown> = {}) {
  const profileDir = mkdtempSync(join(tmpdir(), 'gatehouse-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: findFirefox(),
    headless: true,
    userDataDir: profileDir,
    // Without it BiDi refuses to navigate to moz-extension:// pages.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      'devtools.console.stdout.content': true,
      'devtools.console.stdout.chrome': true,
      // Grant optional permissions without the prompt a headless run cannot answer. Firefox still
      // refuses a request made outside a user-input handler, which is what the test is after.
      'extensions.webextOptionalPermissionPrompts': false,
      ...prefs,
    },
  });
  const output: string[] = [];
  const child = browser.process();
  for (const stream of [child?.stdout, child?.stderr])
    stream?.on('data', (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n')));
  try {
    await browser.installExtension(FIREFOX_EXTENSION_DIR);
  } catch (error) {
    await closeFirefox(browser, profileDir);
    throw error;
  }
  return {
    browser,
    output,
    extensionErrors: () => output.filter(isExtensionError),
    close: () => closeFirefox(browser, profileDir),
  };
}

/**
 * Ends a test file's run: shows what the extension logged (with bail, a file's own error check
 * may never run), closes Firefox and stops the server, whichever of them started.
 */
export async function endFirefoxRun(
  firefox: LaunchedFirefox | undefined,
  server: RunningServer | undefined,
) {
  for (const line of firefox?.extensionErrors() ?? []) console.error(`Firefox: ${line}`);
  try {
    await firefox?.close();
  } finally {
    await server?.close();
  }
}

export type LaunchedFirefox = Awaited<ReturnType<typeof launchFirefoxWithExtension>>;

/** How long and how often the steps poll for what the extension does in its own time. */
export const POLL = { timeout: 30_000, interval: 250 };

/** An element's text, or null where the page shows no such element. */
export const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => element.textContent ?? '').catch(() => null);

async function closeFirefox(browser: Browser, profileDir: string) {
  await browser.close();
  rmSync(profileDir, { recursive: true, force: true });
}

/**
 * Opens an extension page as a tab. Over WebDriver BiDi, Firefox ESR never reports the load (nor
 * DOMContentLoaded) of a moz-extension page to `goto`, though the page loads: so the page's own
 * ready marker decides, and only a navigation that fails ends the wait early. `prepare` runs on
 * the blank tab first: whatever reloads the page (a viewport with touch) must, for that reason.
 */
export async function openExtensionTab(
  browser: Browser,
  path: string,
  ready: string,
  prepare?: (page: Page) => Promise<void>,
) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    await prepare?.(page);
    // No timeout of its own: it settles when the page fails to load or the tab closes.
    const failed = page
      .goto(extensionUrl(path), { timeout: 0 })
      .then(() => new Promise<never>(() => {}));
    try {
      await Promise.race([page.waitForSelector(ready, { timeout: 20_000 }), failed]);
      return page;
    } catch (error) {
      // Firefox's remote agent sometimes fails every evaluation in a tab from inside itself (a
      // protocol error, not the page): that tab is given up for a fresh one, once.
      if (attempt > 1 || !fromProtocol(error)) throw error;
      await page.close().catch(() => {});
    }
  }
}

/** Whether an error, or one it was caused by, is a protocol error from the browser. */
function fromProtocol(error: unknown): boolean {
  for (let at = error; at instanceof Error; at = at.cause)
    if (at.name === 'ProtocolError' || at.message.startsWith('Protocol error')) return true;
  return false;
}

/** The toolbar badge as the user sees it, read through the extension's own API. */
export function badgeText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Firefox's promise-returning namespace. MV3 names the API `action`, MV2 `browserAction`:
    // read whichever this build has, so a failure here is the extension's, not the test's.
    type Action = { getBadgeText(details: object): Promise<string> };
    const api = (globalThis as unknown as { browser: Record<string, Action | undefined> }).browser;
    const action = api.action ?? api.browserAction;
    if (!action) throw new Error('No toolbar action API in this build');
    return action.getBadgeText({});
  });
}

/** Whether the extension holds host access to `pattern`, asked from one of its pages. */
export function hasHostPermission(page: Page, pattern: string): Promise<boolean> {
  return page.evaluate(
    (origin) =>
      (
        globalThis as unknown as {
          browser: { permissions: { contains(p: { origins: string[] }): Promise<boolean> } };
        }
      ).browser.permissions.contains({ origins: [origin] }),
    pattern,
  );
}

/** The pauses of monitor `id` the server took (its request log). */
export const pausesOf = (running: RunningServer, id: string) =>
  running.context.log.entries.filter(
    (e) => e.method === 'PATCH' && e.path.endsWith(`/pause/${id}`) && (e.status ?? 500) < 300,
  );
