import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// Loopback only by default: the demo server and the test double run there. Real accounts on
// other origins are granted at save time in the options page (optional host permissions).
const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*'];

export default defineConfig({
  // Explicit imports everywhere: easier to read than WXT's auto-imports, and tests see the same.
  imports: false,
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser }) => ({
    name: 'Gatehouse',
    description: 'Uptime monitors at a glance, and museum tickets that work offline.',
    permissions: ['storage', 'alarms', 'notifications', 'unlimitedStorage'],
    host_permissions: LOOPBACK,
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'Gatehouse' },
    // The door view in one keystroke, for the moment the queue reaches the scanner (issue 9).
    commands: {
      // The glance from the keyboard (issue 7). MV2 Firefox names the same command differently.
      [browser === 'firefox' ? '_execute_browser_action' : '_execute_action']: {
        suggested_key: { default: 'Ctrl+Shift+G', mac: 'Command+Shift+G' },
        description: 'Open the Gatehouse popup',
      },
      'open-door': {
        suggested_key: { default: 'Ctrl+Shift+Y', mac: 'Command+Shift+Y' },
        description: 'Show my museum tickets at the door',
      },
    },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'gatehouse@example.org',
          strict_min_version: '128.0',
          data_collection_permissions: { required: ['none'] },
        },
      },
    }),
  }),
});
