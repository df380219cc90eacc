import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';

// Loopback only by default: the demo server and the test double run there. Real accounts on
// other origins are granted at save time in the options page (optional host permissions).
const LOOPBACK = ['http://127.0.0.1/*', 'http://localhost/*'];

/**
 * Each page's first path in as few files as it can be: the small chunks that pages share are
 * copied into each page's own chunk (Rolldown's inline common chunks; a shared runtime keeps one
 * instance of each module), instead of a dozen files that the page must fetch and link before it
 * runs. The popup went from 16 files to 4 and paints about 25 ms sooner (`npm run bench:popup`).
 * Dynamic imports (Dexie, the wallet) stay chunks of their own, off the first path. Only for the
 * pages' build: the worker is one IIFE file, for which Rolldown refuses the option.
 */
const fewerFilesPerPage: Plugin = {
  name: 'gatehouse:fewer-files-per-page',
  outputOptions(output) {
    if (output.format !== 'es') return;
    return {
      ...output,
      codeSplitting: {
        // Stylesheets stay files, linked from the page's HTML (Vite's CSS plugin needs that).
        experimentalInlineCommonChunks: { maxSize: Infinity, exclude: /\.css(\?|$)/ },
      },
    };
  },
};

/**
 * A page whose entry starts its first read and then imports the rest of the page
 * (entrypoints/<page>/mount.tsx, see entrypoints/popup/main.tsx) names that import in its HTML as
 * a <link rel="modulepreload">, with every chunk it imports: the browser fetches and compiles
 * them beside the entry, not only once the entry has run. Other dynamic imports (the popup's
 * Dexie) stay for after the first paint.
 */
const preloadPageMount: Plugin = {
  name: 'gatehouse:preload-page-mount',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { chunk, bundle }) {
      if (!chunk || !bundle) return;
      const mounts = chunk.dynamicImports
        .map((file) => bundle[file])
        .filter((imported) => imported?.type === 'chunk')
        .filter((imported) => imported.facadeModuleId?.endsWith('/mount.tsx'));
      const linked = new Set([chunk.fileName, ...chunk.imports]);
      // Every chunk the mount loads before it runs, and not only its own imports: a chunk found
      // only in another's imports is asked for once that one has come (the options page's Dexie,
      // imported by the database chunk, came a round trip late).
      const files = new Set<string>();
      const add = (file: string) => {
        const loaded = bundle[file];
        if (files.has(file) || loaded?.type !== 'chunk') return;
        files.add(file);
        for (const imported of loaded.imports) add(imported);
      };
      for (const mount of mounts) add(mount.fileName);
      return [...files]
        .filter((file) => !linked.has(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
    },
  },
};

export default defineConfig({
  // Explicit imports everywhere: easier to read than WXT's auto-imports, and tests see the same.
  imports: false,
  // Manifest V3 in Firefox too: one manifest, one `action` API, one way to ask for host access.
  // Firefox 140 (the ESR line) runs it fully; see the README for what differs.
  manifestVersion: 3,
  vite: () => ({
    plugins: [preact(), fewerFilesPerPage, preloadPageMount],
    // Dexie's ES2018 build: both browsers we ship to run it, and it is 1.6 KB gzip smaller than
    // the ES5 one its package entry resolves to, on the worker's first path and the pages' alike.
    resolve: {
      alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }],
      // Modules are named by their path as seen from the project, not by where a symlinked
      // node_modules really lives: those names go into the chunks (the keys of inlined common
      // chunks), and the reviewer's rebuild of the Firefox zip must match it byte for byte
      // (SOURCE_CODE_REVIEW.md). npm installs no symlinks of its own, so nothing is loaded twice.
      preserveSymlinks: true,
    },
    // Extension pages run in browsers with native <link rel="modulepreload"> (Chrome, Firefox
    // 115+): Vite's polyfill would only add bytes to every page's first path.
    build: { modulePreload: { polyfill: false } },
  }),
  // `npm run bench:bundle` builds with the analysis on: the kept visualiser's treemap.
  analysis: { outputFile: '.output/analysis/stats.html' },
  // AMO's reviewer rebuilds the Firefox zip from the sources zip (SOURCE_CODE_REVIEW.md): it
  // holds what `npm ci && npm run build:firefox` reads, and nothing else. A list of what is in,
  // not of what is out, so a new folder of tests or screenshots never ships by accident; a source
  // folder missing here fails `npm run test:reproducible` (docs/STORES.md).
  zip: {
    excludeSources: ['**'],
    includeSources: [
      'SOURCE_CODE_REVIEW.md',
      'README.md',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'wxt.config.ts',
      'entrypoints/**',
      'components/**',
      'lib/**',
      'public/**',
    ],
  },
  manifest: ({ browser, mode }) => ({
    // Words from public/_locales/<lang>/messages.json, as the browser's language picks them.
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    permissions: [
      'storage',
      'alarms',
      'notifications',
      'unlimitedStorage',
      // The popup's "Monitor this site" reads the address and title of the tab it was opened
      // over, and only that tab, only then: no host access to the sites themselves.
      'activeTab',
      // Chrome only: the ticket image reader page (lib/background/tickets/read-qr.ts), and the
      // glance pinned in the side panel (entrypoints/sidepanel/). Firefox has no offscreen API,
      // and its sidebar (`sidebar_action`, which WXT writes from the same entrypoint) needs no
      // permission. Named here although WXT adds sidePanel too: every permission in one list,
      // which the README's Permissions section must explain (tests/unit/manifest-permissions.test.ts).
      ...(browser === 'firefox' ? [] : ['offscreen', 'sidePanel']),
    ],
    // The Firefox e2e build leaves localhost out, so its test can save a localhost address and
    // go through the real optional-permission request that any other server needs.
    host_permissions: mode === 'e2e' && browser === 'firefox' ? ['http://127.0.0.1/*'] : LOOPBACK,
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: '__MSG_actionTitle__' },
    // "gh pay" in the address bar suggests cached monitors by name (lib/background/omnibox.ts).
    omnibox: { keyword: 'gh' },
    commands: {
      // The glance from the keyboard.
      _execute_action: {
        suggested_key: { default: 'Ctrl+Shift+G', mac: 'Command+Shift+G' },
        description: '__MSG_commandOpenPopup__',
      },
      // The door view in one keystroke, for the moment the queue reaches the scanner.
      'open-door': {
        suggested_key: { default: 'Ctrl+Shift+Y', mac: 'Command+Shift+Y' },
        description: '__MSG_commandOpenDoor__',
      },
      // The glance pinned beside pages. Alt+Shift+G: free in Chrome and Firefox, and next to the
      // popup's Ctrl+Shift+G in the hand.
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+G' },
        description: '__MSG_commandOpenSidePanel__',
      },
    },
    ...(browser === 'firefox' && {
      // Firefox's default MV3 policy adds upgrade-insecure-requests, which would turn a user's
      // http:// server into an https:// request that fails; Chrome's default has no such rule.
      content_security_policy: { extension_pages: "script-src 'self'" },
      browser_specific_settings: {
        gecko: {
          id: 'gatehouse@example.org',
          // data_collection_permissions is understood from Firefox 140 on.
          strict_min_version: '140.0',
          data_collection_permissions: { required: ['none'] },
        },
        // Firefox for Android reads data_collection_permissions from 142 on (desktop: 140), so
        // Android gets its own minimum; without it AMO's linter warns (docs/STORES.md).
        gecko_android: { strict_min_version: '142.0' },
      },
    }),
  }),
});
