// Page-world guard for the async clipboard and the file pickers (MAIN world, document_start,
// every frame): wiring only; the logic is in src/page-world/page-access.ts. It runs in every
// frame and does nothing outside AI sites' pages.
import { installPageAccessGuard } from '../src/page-world/page-access';

export default defineContentScript({
  matches: ['https://*/*', 'http://*/*'],
  world: 'MAIN',
  runAt: 'document_start',
  allFrames: true,
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  main() {
    installPageAccessGuard(globalThis as unknown as Window & typeof globalThis);
  },
});
