import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { patience } from './tests/int/patience'
import { INT_WORKERS } from './tests/int/workers'

const root = import.meta.dirname

/**
 * Two tiers (docs/architecture.md, "Tests"):
 * - `unit`: tests/unit, code alone, no database (none is started or reachable): `npm run test:unit`;
 * - `int`: tests/int, against a real PostgreSQL, files in parallel, each worker on a database of its own.
 * `vitest run` (npm run test:int, npm test) runs both.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
      // Next resolves this marker to an empty module on the server (and refuses it in the browser); vitest runs server code only.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    // As our scripts run (scripts/lib/run.ts, TS_NODE_ARGS): lexical's built files, not its Node entries
    // whose top-level awaits sometimes never settle on Node 20.
    execArgv: ['--conditions=production'],
    // next-intl's middleware (src/proxy.ts) imports `next/server` without an extension, which Node's ESM
    // resolution refuses outside a bundler: vitest bundles it as Next does.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        extends: true,
        // `vitest run` with both: the unit files first, then the integration files with their own workers.
        // A busy machine (the integration tier's databases starting beside it) slows pure code tenfold: 30 s, not 5.
        test: { name: 'unit', include: ['tests/unit/**/*.unit.spec.ts'], sequence: { groupOrder: 0 }, testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['tests/int/**/*.int.spec.ts'],
          globalSetup: ['tests/int/globalSetup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          maxWorkers: INT_WORKERS,
          // Limits against a hang, stretched on a busy machine (tests/int/patience.ts).
          testTimeout: patience(60_000),
          hookTimeout: patience(180_000),
        },
      },
    ],
  },
})
