import type { Options } from 'tsup'

/** One build for every package: ESM for Node 20, with declarations for libraries (not for runnable examples). */
export const packageBuild = (entry = 'src/index.ts', dts = true): Options => ({
  entry: [entry],
  format: 'esm',
  dts,
  target: 'node20',
  clean: true,
  sourcemap: true,
})
