import type { BrowserContext } from '@playwright/test';
import { backgroundWorker } from './extension';

export interface ShownNotification {
  id: string;
  title: string;
  message: string;
}

/** Names as notifications isolate them (lib/model/bidi.ts), read as plain text. */
const withoutIsolates = (text: string) => text.replace(/[\u2068\u2069]/g, '');

/**
 * Keeps every notification the worker raises from now on (Chromium lists only their ids), with
 * its title and message as shown; answers a reader of them.
 */
export async function recordNotifications(context: BrowserContext) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(() => {
    const scope = globalThis as unknown as { shownNotifications?: unknown[] };
    if (scope.shownNotifications) return;
    const shown: unknown[] = [];
    scope.shownNotifications = shown;
    const api = chrome.notifications as unknown as {
      create: (id: string, options: { title: string; message: string }) => Promise<string>;
    };
    const create = api.create.bind(api);
    api.create = (id, options) => {
      shown.push({ id, title: options.title, message: options.message });
      return create(id, options);
    };
  });
  return async (): Promise<ShownNotification[]> => {
    const shown = await (await backgroundWorker(context)).evaluate(
      () =>
        (globalThis as unknown as { shownNotifications?: ShownNotification[] })
          .shownNotifications ?? [],
    );
    return shown.map((n) => ({
      id: n.id,
      title: withoutIsolates(n.title),
      message: withoutIsolates(n.message),
    }));
  };
}

/** Calls, in the worker, what a click on a notification or on one of its buttons runs. */
export async function actOnNotification(
  context: BrowserContext,
  notificationId: string,
  button: 'click' | number,
) {
  const worker = await backgroundWorker(context);
  await worker.evaluate(
    ({ notificationId, button }) => {
      const scope = globalThis as unknown as {
        pressButton: (id: string, i: number) => Promise<void>;
        clickNotification: (id: string) => Promise<void>;
      };
      return button === 'click'
        ? scope.clickNotification(notificationId)
        : scope.pressButton(notificationId, button);
    },
    { notificationId, button },
  );
}
