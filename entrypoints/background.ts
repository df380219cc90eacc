import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { registerMessageHandlers } from '../lib/messaging/handlers';

export default defineBackground({
  type: 'module',
  // Never async: listeners must be registered in the first turn of the worker.
  main() {
    registerMessageHandlers({
      version: browser.runtime.getManifest().version,
      startedAt: Date.now(),
    });
  },
});
