import type { Options } from 'tsup'

/**
 * `SESSIONKIT_DECLARATIONS=false` builds JavaScript only: what `npm test` and `npm start` run, since the tests and
 * the server need no declaration files and `npm run check`'s tsc is the type check (tsup's declaration step checks
 * each package again, the slowest part of a build). `npm run build` writes them, for packing.
 */
const declarations = process.env.SESSIONKIT_DECLARATIONS !== 'false'

/** One build for every package: ESM for Node 20, with declarations for libraries (not for runnable examples). */
export const packageBuild = (entry = 'src/index.ts', dts = true): Options => ({
  entry: [entry],
  format: 'esm',
  dts: dts && declarations,
  target: 'node20',
  clean: true,
  sourcemap: true,
})
