import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared.js'

// The library (the handler /mcp is served by, the tools) and the `sessionkit-mcp` command (stdio).
export default defineConfig({
  ...packageBuild(),
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
})
