// Middle tier: the content-script modules against a real DOM, with the fixture sites' real editors
// (ProseMirror, Lexical, Quill, React and plain textareas), in Debian's headless Chromium through
// vitest's browser mode. Nothing is built: vite serves the modules straight from src/.
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { QUIET_CHROMIUM_ARGS, chromiumPath } from './test/e2e/fixtures/chromium.js';

export default defineConfig({
  // Every library the fixture editors and the overlay load, bundled once up front: found mid-run, vite
  // would reload the page under a running test.
  optimizeDeps: {
    include: [
      'lexical', '@lexical/plain-text', '@lexical/rich-text', 'quill', 'react', 'react-dom', 'react-dom/client',
      'prosemirror-commands', 'prosemirror-keymap', 'prosemirror-schema-basic', 'prosemirror-state', 'prosemirror-view',
      'preact', 'preact/hooks', 'preact/jsx-dev-runtime', 'valibot',
    ],
  },
  test: {
    include: ['test/dom/**/*.dom.ts'],
    // One file at a time: files share the browser's clipboard, and the machine has two cores.
    fileParallelism: false,
    testTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: [...QUIET_CHROMIUM_ARGS] },
      }),
      instances: [{ browser: 'chromium' }],
      // Small enough that the page shows the test frame unscaled: CDP input lands where the test aims.
      viewport: { width: 800, height: 600 },
    },
  },
});
