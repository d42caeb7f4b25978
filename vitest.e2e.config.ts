// End-to-end tier: the built extension in a real headless Chromium (and the Firefox build in
// Debian's Firefox ESR). One file at a time in one
// fork, since each file owns a browser and the machine has two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
