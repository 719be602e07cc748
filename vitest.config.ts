import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Tests run against the sources, so a failing assertion points at a .ts line; `npm test` type-checks them once
// (`npm run check`), then builds JavaScript only for the few tests that start a built dist/.
export default defineConfig({
  resolve: {
    alias: {
      // The core's own modules, with every API handler checked against the OpenAPI document
      // (test/support/response-drift.ts): the drift check is on in every suite.
      '@sessionkit/core/adapter': at('./test/support/checked-adapter.ts'),
      // They make no handler, so they have nothing to check; listed before the root, which would otherwise take their
      // paths.
      '@sessionkit/core/internal': at('./packages/core/src/internal.ts'),
      '@sessionkit/core/testing': at('./packages/core/src/testing.ts'),
      '@sessionkit/core': at('./test/support/checked-core.ts'),
      '@sessionkit/webhooks': at('./packages/webhooks/src/index.ts'),
      '@sessionkit/client/openapi.json': at('./packages/client/openapi.json'),
      '@sessionkit/client': at('./packages/client/src/index.ts'),
      '@sessionkit/reference': at('./packages/reference/src/index.ts'),
      '@sessionkit/dashboard': at('./packages/dashboard/src/index.ts'),
      '@sessionkit/simulator': at('./packages/simulator/src/index.ts'),
      '@sessionkit/node': at('./adapters/node/src/index.ts'),
      '@sessionkit/express': at('./adapters/express/src/index.ts'),
      '@sessionkit/fastify': at('./adapters/fastify/src/index.ts'),
      '@sessionkit/hono': at('./adapters/hono/src/index.ts'),
    },
  },
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'adapters/*/test/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    // PostgreSQL, Redis, NATS and RabbitMQ answer, or the run fails before any test, naming each and its start command
    globalSetup: ['test/support/services.ts'],
    // The packed-tarball test and the container image test run on their own (npm run test:packed, test:image).
    exclude: [...configDefaults.exclude, 'test/packed/**', 'test/image/**'],
    setupFiles: ['test/support/response-drift-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
