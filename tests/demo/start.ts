/**
 * `npm start`: start the local server for both APIs (demo data, simulated outages), build the
 * demo extension pointed at it (.env.demo), then open Chromium with it loaded. Lives under tests/
 * because the design card's top level has no scripts folder and this is developer tooling, not
 * product code. Stop with Ctrl+C.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findChromium, LOOPBACK_ONLY_ARGS } from '../e2e/support/chromium';
import { DEMO_CREDENTIALS, DEMO_PORT } from '../server/demo-credentials';
import { startServer } from '../server/start';

const root = fileURLToPath(new URL('../..', import.meta.url));
const extensionDir = fileURLToPath(new URL('../../.output/chrome-mv3-demo', import.meta.url));

execFileSync('npx', ['wxt', 'build', '--mode', 'demo'], { cwd: root, stdio: 'inherit' });

const server = await startServer({ port: DEMO_PORT, simulate: true });
console.log(`\nLocal server for both APIs on ${server.url}`);
console.log(
  `  monitoring ${server.monitoringBaseUrl}  ${DEMO_CREDENTIALS.monitoring.email} / ${DEMO_CREDENTIALS.monitoring.password}`,
);
console.log(
  `  museum     ${server.museumBaseUrl}  ${DEMO_CREDENTIALS.museum.username} / ${DEMO_CREDENTIALS.museum.password}`,
);

if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.log(`\nNo display found, so no browser window was opened.`);
  console.log(`The unpacked extension is in ${extensionDir}`);
  console.log('Load it in chrome://extensions (Developer mode → Load unpacked).');
  console.log('The server keeps running; press Ctrl+C to stop it.');
} else {
  const { chromium } = await import('@playwright/test');
  const context = await chromium.launchPersistentContext('', {
    executablePath: findChromium(),
    headless: false,
    viewport: null,
    args: [
      ...LOOPBACK_ONLY_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
  console.log('Chromium is open with Gatehouse loaded. Close the window or press Ctrl+C to stop.');
  context.on('close', () => process.exit(0));
}
