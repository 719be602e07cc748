// The call media stack is not part of @sessionkit/core's published entry points (the protocol port reaches it,
// docs/calls.md), so the call-media bench bundles it from source, with the test relay stand-in, into
// node_modules/.cache, where its optional peer dependencies (werift-dtls, werift-sctp, @evan/opus) resolve.
import { join } from 'node:path'
import { build } from 'tsup'
import { benchDir } from './common.mjs'

export const voipBuildDir = join(benchDir, '..', 'node_modules', '.cache', 'sessionkit-bench-voip')

export async function buildVoip() {
  const root = join(benchDir, '..')
  await build({
    config: false,
    silent: true,
    entry: {
      voip: join(root, 'packages/core/src/protocol/voip/index.ts'),
      'relay-stand-in': join(root, 'packages/core/test/voip/support/relay-stand-in.ts'),
      tone: join(root, 'packages/core/test/voip/support/tone.ts'),
      opus: join(root, 'packages/core/src/protocol/voip/opus/codec.ts'),
    },
    outDir: voipBuildDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: false,
    clean: true,
    external: ['werift-dtls', 'werift-sctp', '@evan/opus'],
  })
  return (name) => import(join(voipBuildDir, `${name}.js`))
}
