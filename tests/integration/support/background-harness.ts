import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  museumBaseUrlItem,
  museumCredentialsItem,
} from '../../../lib/storage/settings';
import type { RunningServer } from '../../server/start';
import { DEMO_LOGIN } from './monitoring-harness';
import { MUSEUM_LOGIN } from './outbox-harness';

/**
 * What the fake browser leaves out of a worker (it says: "Mock the function yourself"), so that
 * `main()` of entrypoints/background.ts runs against it and pages' messages reach its handlers.
 */
export function standInForWorker() {
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({
    manifest_version: 3,
    name: 'Gatehouse',
    version: '9.8.7',
  });
  // @webext-core/messaging speaks Chrome's callback form, sendMessage(message, respond), where a
  // listener answers through its third argument; the fake speaks only the promise form. Chrome's
  // is passed through to the fake's onMessage, as Chrome delivers it to the worker.
  const deliver = fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(
    ((message: unknown, respond: (answer: unknown) => void) =>
      void deliver(message, {}, respond)) as never,
  );
  // The fake's placeholder lastError ({ message: "" }) would read as a failed send.
  Object.assign(fakeBrowser.runtime, { lastError: undefined });
  // A worker's global is an EventTarget (the `online` event); Node's is not.
  vi.stubGlobal('addEventListener', vi.fn());
}

/** Settings pointing both connections at the local server, signed in as its demo users. */
export function connectToServer(server: RunningServer) {
  return Promise.all([
    monitoringBaseUrlItem.setValue(server.url),
    monitoringCredentialsItem.setValue(DEMO_LOGIN),
    museumBaseUrlItem.setValue(`${server.url}/v1.1`),
    museumCredentialsItem.setValue(MUSEUM_LOGIN),
  ]);
}
