import { defineConfig } from 'vitest/config'

// The packed-tarball test (npm run test:packed): no aliases, since nothing here may resolve to the workspace's
// sources; outside `npm test`, as it installs from the registry and builds sqlite3.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/packed/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
  },
})
