import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';
import { hardening } from './build/hardening';
import { ocrAssetFiles } from './build/ocr-assets';
import { DISPLAY_CAPTURE_RULES_PATH, displayCaptureRules } from './build/display-capture-rules';
import { ALL_MATCH_PATTERNS } from './src/core/sites/registry';
import { pdfAssetFiles } from './build/pdf-assets';
import { BAG_MODELS_NOT_SHIPPED, ortAssetFiles } from './build/ort-assets';
import { SCREEN_SITE_MATCHES } from './src/core/sites/site-matches';

/** The Firefox add-on id; policies.json (enterprise) addresses the add-on by it. */
const FIREFOX_ADDON_ID = 'consentry@consentry.dev';

/** The PNGs `npm run gen:icons` draws, by size. */
function iconSet(name: string): Record<string, string> {
  return Object.fromEntries([16, 32, 48, 128].map((size) => [String(size), `icons/${name}-${size}.png`]));
}

// Production builds need 'wasm-unsafe-eval' for tesseract.js (OCR in WebAssembly) and onnxruntime-web
// (the on-device models in WebAssembly); WXT adds it only
// for its dev server. Nothing else is relaxed: no remote script sources, ever. `connect-src 'self'`
// has the browser refuse any fetch, XHR, WebSocket or EventSource from the extension's pages, its
// service worker and its frames to anything but the extension itself (data: and blob: URLs are
// read locally, never from the network): "sends nothing anywhere" is enforced, not promised.
const extensionPagesCsp = "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'; connect-src 'self' data: blob:;";

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // The sources zip for the add-on store: the repository as committed, without run outputs.
  zip: { excludeSources: ['demo-output/**', 'test-results/**', 'dist/**', '**/*.log'] },
  vite: () => ({
    plugins: [preact(), hardening('.wxt/hardening')],
  }),
  // The OCR worker, core builds and traineddata, the PDF engine's worker and decoders, and
  // onnxruntime-web's WebAssembly file are copied from pinned packages.
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      files.push(...ocrAssetFiles(), ...pdfAssetFiles(), ...ortAssetFiles());
      // Model cards document the models for people, and the extension runs the bag models' .onnx
      // form: it never loads the cards or those .bin files.
      for (let i = files.length - 1; i >= 0; i--) {
        const dest = files[i]!.relativeDest;
        if (/\.md$/.test(dest) || BAG_MODELS_NOT_SHIPPED.includes(dest)) files.splice(i, 1);
      }
      // Screen capture on AI sites stays with the sites' own frames (build/display-capture-rules.ts).
      files.push({ relativeDest: DISPLAY_CAPTURE_RULES_PATH, contents: `${JSON.stringify(displayCaptureRules(), null, 2)}\n` });
    },
  },
  manifest: ({ manifestVersion, browser }) => ({
    // Name and description come from public/_locales (en, de, fr).
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    // Enterprise policy: what an administrator may set through chrome.storage.managed.
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: 'managed_schema.json' } }),
    permissions: ['storage', 'declarativeNetRequestWithHostAccess', ...(browser === 'firefox' ? [] : ['offscreen'])],
    // The AI sites only: the display-capture header rule needs host access to the sites it acts on.
    host_permissions: SCREEN_SITE_MATCHES,
    declarative_net_request: { rule_resources: [{ id: 'display_capture', enabled: true, path: DISPLAY_CAPTURE_RULES_PATH }] },
    icons: iconSet('consentry'),
    // The toolbar starts as "nothing guarded here"; a tab whose composer is found turns it on.
    action: { default_icon: iconSet('off'), default_title: '__MSG_actionOff__' },
    // Chrome 119: content scripts in blob: frames (match_origin_as_fallback), runtime.getContexts,
    // MAIN-world scripts and WebAssembly SIMD (so no plain OCR build ships).
    ...(browser === 'firefox' ? {} : { minimum_chrome_version: '119' }),
    // Firefox: a fixed add-on id (managed storage and AMO need one), `world: 'MAIN'` content
    // scripts need 128+ and the data-collection declaration 140+: the add-on collects nothing.
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: FIREFOX_ADDON_ID, strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
    // Pages framed into the AI sites: the screen guard's frame (closed shadow root, paired through
    // the service worker) and the restoration frame drawn over tokens in replies. Only the AI
    // sites may load them; the restoration frame, on Chrome, only through the per-session dynamic
    // URL, so no page can probe a fixed chrome-extension:// address for it.
    web_accessible_resources:
      manifestVersion === 3
        ? [
            // The screen frame talks to the OCR host over a BroadcastChannel, which a frame loaded at
            // the dynamic URL (another origin) cannot join: it stays at the fixed address for now.
            { resources: ['screen-frame.html'], matches: SCREEN_SITE_MATCHES },
            { resources: ['restore-frame.html'], matches: [...ALL_MATCH_PATTERNS], ...(browser === 'firefox' ? {} : { use_dynamic_url: true }) },
          ]
        : ['screen-frame.html', 'restore-frame.html'],
    content_security_policy:
      manifestVersion === 3
        ? { extension_pages: extensionPagesCsp }
        : extensionPagesCsp,
  }),
});
