import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared.js'

// The library (`startStandaloneServer`, the environment table) and the `sessionkit` command.
export default defineConfig({
  ...packageBuild(),
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
})
