import { type ChildProcess, fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeSession } from '../../packages/core/src/cluster/placement.js'
import { apiKey, pairedSession, startWorld, type World } from '../e2e/harness.js'
import { httpProxyUrl, proxyEgressAddress, redisUrl, socksProxyUrl } from '../support/services.js'

const nodeScript = fileURLToPath(new URL('../support/cluster-node.mjs', import.meta.url))

interface Node {
  nodeId: string
  url: string
  child: ChildProcess
  exited: Promise<unknown>
}

/**
 * A session's proxy moves with it (docs/proxies.md, "In a cluster"): two engine processes on the built packages,
 * neither with a default proxy, and a session whose own proxy is stored in its record. The simulator takes no peer
 * but the proxies' 127.0.0.2, so a node that connected the session directly would be refused and counted.
 */
describe('cluster mode: the proxy moves with its session (two processes, real Baileys, simulator)', () => {
  let world: World
  const namespace = `proxy${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const nodes: Node[] = []
  let sessionId: string

  const startNode = async (nodeId: string): Promise<Node> => {
    const config = {
      store: redisUrl,
      namespace,
      apiKey,
      redis: redisUrl,
      nodeId,
      leaseTtlMs: 2000,
      simulatorUrl: world.sim.url,
      rootKey: Buffer.from(world.sim.rootPublicKey).toString('hex'),
      proxyHosts: ['127.0.0.1'],
    }
    const child = fork(nodeScript, [JSON.stringify(config)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const ready = await new Promise<{ url: string }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { url: string }))
      child.once('exit', (code) => reject(new Error(`node ${nodeId} exited with ${code} before serving`)))
    })
    const node = { nodeId, url: ready.url, child, exited }
    nodes.push(node)
    return node
  }

  const status = async (node: Node) => {
    const response = await fetch(`${node.url}/api/v1/sessions/${sessionId}`, {
      headers: { authorization: `Bearer ${apiKey}` },
    })
    return (await response.json()).data as { connected: boolean; node: string | null; proxy: string | null }
  }

  const connectedOn = async (node: Node, owner: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const now = await status(node)
      if (now.connected && now.node === owner) return now
      if (Date.now() > deadline) throw new Error(`not connected on ${owner}: ${JSON.stringify(now)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  beforeAll(async () => {
    world = await startWorld({ onlyPeers: [proxyEgressAddress] })
    // Paired alone on the shared store through the SOCKS5 proxy, then given its own HTTP proxy and stopped.
    const pairing = await world.engine({
      store: redisUrl,
      storeNamespace: namespace,
      proxy: socksProxyUrl,
      proxyHosts: ['127.0.0.1'],
    })
    ;({ sessionId } = await pairedSession(world, pairing, '15550529001', 'proxied-0'))
    const patched = await pairing.api('PATCH', `/sessions/${sessionId}`, { proxy: httpProxyUrl })
    expect(patched.status).toBe(200)
    await pairing.engine.stop()
  }, 60_000)

  afterAll(async () => {
    for (const node of nodes) node.child.kill('SIGKILL')
    await Promise.all(nodes.map((node) => node.exited))
    await world.close()
  })

  it('connects through the stored proxy on whichever node takes the session, never directly', async () => {
    const [a, b] = [await startNode('a'), await startNode('b')]
    const owner = placeSession(sessionId, ['a', 'b'])!
    // any node tells which proxy the session uses, masked
    const first = await connectedOn(a, owner)
    expect(first.proxy).toBe('http://***:***@127.0.0.1:28888')

    const [leaving, staying] = owner === 'a' ? [a, b] : [b, a]
    leaving.child.kill('SIGTERM')
    await leaving.exited
    const second = await connectedOn(staying, staying.nodeId)
    expect(second.proxy).toBe('http://***:***@127.0.0.1:28888')
    // both owners connected through the proxy: nothing reached the simulator from anywhere else
    expect(world.sim.refusedPeers).toEqual([])
  }, 90_000)
})
