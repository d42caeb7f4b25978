// Page-world tap (MAIN world, document_start, every frame, about:blank included): wraps
// getDisplayMedia so the page only ever receives a generated track whose frames were painted by
// the extension frame, or dark. Wiring only; the logic is in src/page-world/tap.ts.
import { installScreenTap } from '../src/page-world/tap';
import { SCREEN_SITE_MATCHES } from '../src/core/sites/site-matches';

export default defineContentScript({
  matches: SCREEN_SITE_MATCHES,
  world: 'MAIN',
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  // blob: and data: frames the page makes inherit its origin: a share asked for there is guarded too.
  matchOriginAsFallback: true,
  main() {
    installScreenTap(globalThis as unknown as Window & typeof globalThis);
  },
});
