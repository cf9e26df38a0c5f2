import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webAliases } from './web/aliases.js';

export default defineConfig({
  resolve: { alias: webAliases },
  test: {
    globalSetup: ['server/test-support/global-setup.ts'],
    // One test file per core. Vitest's default in a run is one fewer than the cores, which on a
    // 2-core machine ran every file one after another with a core idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{contract,server,web,sample-catalogue,bench}/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share one module graph per worker: each file no longer re-imports the
          // server (drizzle, better-auth, pg-boss), which took more than half of the unit run.
          // No test changes process-wide state, so isolation bought nothing.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file per core, as the unit files: a journey waits on the server, its job worker
          // and the page more than it computes (one at a time used a third of 2 cores; two at once
          // took the 14 files from 509 s to 384 s on this machine).
        },
      },
    ],
  },
});
