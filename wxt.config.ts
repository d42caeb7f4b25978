import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// Production builds need 'wasm-unsafe-eval' for tesseract.js and onnxruntime-web; WXT adds it only
// for its dev server. Nothing else is relaxed: no remote script sources, ever.
const extensionPagesCsp = "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';";

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({
    plugins: [preact()],
  }),
  manifest: ({ manifestVersion }) => ({
    name: 'Consentry',
    description: 'Checks what you hand a web AI assistant on your device and releases it only as your consent allows.',
    permissions: ['storage'],
    content_security_policy:
      manifestVersion === 3
        ? { extension_pages: extensionPagesCsp }
        : extensionPagesCsp,
  }),
});
