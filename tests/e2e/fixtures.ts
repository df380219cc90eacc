import { type BrowserContext, test as base, type Page } from '@playwright/test';
import type { RunningServer } from '../server/start';
import { startE2eServer } from './support/e2e-server';
import { launchWithExtension, openExtensionPage, removeProfile } from './support/extension';

interface ExtensionOptions {
  /** The browser's UI language (`test.use({ language: 'de-DE' })`); the machine's by default. */
  language: string | undefined;
  /** Monitors the server holds (`test.use({ monitorCount: 10_000 })`); the demo set by default. */
  monitorCount: number | undefined;
}

interface ExtensionFixtures {
  /** The local server for both APIs, started before the browser so the first sync finds it. */
  server: RunningServer;
  context: BrowserContext;
  extensionId: string;
  profileDir: string;
  openPopup: () => Promise<Page>;
  openOptions: (hash?: string) => Promise<Page>;
}

/** Every test gets a fresh profile with the built extension loaded. */
export const test = base.extend<
  ExtensionOptions &
    ExtensionFixtures & { launched: Awaited<ReturnType<typeof launchWithExtension>> }
>({
  language: [undefined, { option: true }],
  monitorCount: [undefined, { option: true }],
  server: async ({ monitorCount }, use) => {
    const server = await startE2eServer(monitorCount);
    await use(server);
    await server.close();
  },
  launched: async ({ server: _server, language }, use) => {
    const launched = await launchWithExtension({ language });
    await use(launched);
    await launched.context.close();
    removeProfile(launched.profileDir);
  },
  context: async ({ launched }, use) => use(launched.context),
  extensionId: async ({ launched }, use) => use(launched.extensionId),
  profileDir: async ({ launched }, use) => use(launched.profileDir),
  openPopup: async ({ context, extensionId }, use) =>
    use(() => openExtensionPage(context, extensionId, 'popup.html')),
  openOptions: async ({ context, extensionId }, use) =>
    use((hash = '') => openExtensionPage(context, extensionId, `options.html${hash}`)),
});

export const expect = test.expect;
