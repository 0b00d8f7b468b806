import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

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
    include: ['tests/int/**/*.int.spec.ts', 'tests/unit/**/*.unit.spec.ts'],
    globalSetup: ['tests/int/globalSetup.ts'],
    setupFiles: ['tests/int/setup.ts'],
    // next-intl's middleware (src/proxy.ts) imports `next/server` without an extension, which Node's ESM
    // resolution refuses outside a bundler: vitest bundles it as Next does.
    server: { deps: { inline: ['next-intl'] } },
    // One fresh database for the run; the files share it, so they run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
