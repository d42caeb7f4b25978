#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: types, unit tests, the content scripts against real
# editors in headless Chromium (nothing built), the store packages (built, linted, within budget), then
# the built extension in a real headless Chromium. Stops at the first tier that fails.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

echo "== typecheck (tsc --noEmit)"
tsc --noEmit
tsc -p tsconfig.core.json   # the pure core alone: no DOM, no Node types

echo "== unit tests (vitest run)"
vitest run

echo "== content scripts on real editors (vitest browser mode, headless Chromium)"
# test:dom = ensure Chromium, vitest with vitest.dom.config.ts
npm run -s test:dom

echo "== store packages (Chrome, Firefox, sources; web-ext lint; size budget)"
npm run -s package

echo "== end-to-end tests (built extension in headless Chromium and Firefox ESR)"
# test:e2e = ensure Chromium and Firefox ESR, build both, vitest with vitest.e2e.config.ts
npm run -s test:e2e
