import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared.js'

// `@sessionkit/core/http`: the HTTP pieces another API (the simulator's sandbox) is built on;
// `@sessionkit/core/adapter`: what the adapters serve the API with
export default defineConfig({
  ...packageBuild(),
  entry: { index: 'src/index.ts', http: 'src/http/kit.ts', adapter: 'src/http/adapter.ts' },
})
