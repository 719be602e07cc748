import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared.js'

// `@sessionkit/core/adapter`: what the adapters serve the API with, and the pipeline another API (the
// simulator's sandbox) is served on; `@sessionkit/core/internal`: what the repository's tests, benchmarks and
// simulator reach beyond the public API; `@sessionkit/core/testing`: the contract a store backend proves itself
// against
export default defineConfig({
  ...packageBuild(),
  entry: {
    index: 'src/index.ts',
    adapter: 'src/http/adapter.ts',
    internal: 'src/internal.ts',
    testing: 'src/testing.ts',
  },
})
