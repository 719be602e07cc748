import { defineConfig } from 'vitest/config'

// The container image test (npm run test:image, after test/image/build.sh has built the image): outside `npm test`,
// as it needs podman, root and minutes of building.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/image/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
