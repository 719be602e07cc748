import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A registry for the `@sessionkit` scope that has no package: every request is a 404. The consumer
 * project points the scope here, so a package of ours that is not among the tarballs fails the install at once
 * instead of being taken from the public registry, where these names belong to someone else (and whose install
 * scripts would run before any check could look at the result). npm asks the scope's registry about some names
 * even when their tarballs are given; the 404 sends it back to the tarball.
 */
export async function startScopeRegistry() {
  const server = createServer((_, res) => {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
