import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * `npm run test:fast`: the unit tests and the in-process contract suite, every one of them and nothing else; it needs
 * no build. A file that starts a browser or a child process, or serves a built dist/, is not fast by this definition,
 * wherever it sits: it goes below.
 */
const fast = [
  'packages/*/test/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'adapters/*/test/**/*.test.ts',
  'test/contract/**/*.test.ts',
]
/** Under those globs but not fast: they drive Chromium, start a child process, or serve a built dist/. */
const outOfProcess = [
  'packages/*/test/browser.test.ts',
  'packages/dashboard/test/inbox.test.ts',
  'packages/core/test/protocol/signal-console.test.ts',
  'packages/core/test/*/crash-safety.test.ts',
  'packages/dashboard/test/handler.test.ts',
  'test/contract/dashboard.test.ts',
]
/**
 * The suites on the four servers (storage, usage), the restore and packaging checks, and the deployment files' (the
 * image itself is built by npm run test:image, the packed tarballs tested by npm run test:packed).
 */
const integration = [
  'test/storage/**/*.test.ts',
  'test/usage/**/*.test.ts',
  'test/sessions/**/*.test.ts',
  'test/packaging/**/*.test.ts',
  'test/deploy/**/*.test.ts',
]
/** Real Baileys against simulators, whole clusters, the soak. The packed test is not here (npm run test:packed). */
const oneAtATime = ['test/e2e/**/*.test.ts', 'test/cluster/**/*.test.ts', 'test/soak/**/*.test.ts']

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
      '@sessionkit/mcp': at('./packages/mcp/src/index.ts'),
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
    // PostgreSQL, Redis, NATS and RabbitMQ answer, or the run fails before any test, naming each and its start command
    globalSetup: ['test/support/services.ts'],
    setupFiles: ['test/support/response-drift-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One test file at a time, each in a fresh process: e2e files that start simulators must not overlap
    // (docs/decisions.md), and vitest 3 runs every project on one pool, so the limit cannot be theirs alone. On
    // 2 cores it is vitest's own default (cores - 1). `npm run test:fast` may widen it (--maxWorkers).
    maxWorkers: 1,
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: fast,
          exclude: [...configDefaults.exclude, ...outOfProcess],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [...outOfProcess, ...integration],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'e2e', include: oneAtATime, sequence: { groupOrder: 2 } },
      },
    ],
  },
})
