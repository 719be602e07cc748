import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type StandaloneEnv, type StandaloneServer, startStandaloneServer } from '../../packages/server/src/index.js'

/**
 * The standalone server on a free loopback port, silent, with a data folder of its own that `close()` removes:
 * how the tests that need the whole service (the typed client, the reference page, /metrics) start it.
 */
export async function startTestServer(
  env: StandaloneEnv,
  options: { sandbox?: boolean } = {},
): Promise<StandaloneServer> {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-server-'))
  const server = await startStandaloneServer(
    { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SESSIONKIT_DATA_DIR: dir, ...env },
    { ...options, out: () => undefined },
  )
  return {
    ...server,
    close: async () => {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
