import { createStore, type Store } from '@sessionkit/core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { documentResponse } from '../../packages/core/src/http/exchange.js'
import { hasIdempotencyRecord, runIdempotent, type SessionLeases } from '../../packages/core/src/http/idempotency.js'
import { deleteRedisKeys, describeStores, storeTargets, uniqueNamespace } from '../support/stores.js'

/** The session leases as two nodes of a cluster see them: which lease each holds, and which is current. */
class Leases {
  current: string | null = null

  of(node: string): SessionLeases {
    return {
      leaseOf: () => (this.current?.startsWith(`${node}:`) ? this.current : null),
      holdsLease: async (_sessionId, lease) => this.current === lease,
    }
  }
}

const hour = 3_600_000
const options = (leases: SessionLeases) => ({ ttlMs: hour, leaseMs: hour, leases })

/**
 * Idempotency-Key claims as two nodes sharing one store make them (each node its own store connection): one
 * request runs per key, and the claim of a request whose node lost the session's lease (it died) is taken over
 * by a retry at once, by one retry only, rather than after the idempotency lease.
 */
describeStores(
  'idempotency claims across nodes',
  (target) => {
    const namespace = uniqueNamespace('idem')
    const url = target.url()
    let nodeA: Store
    let nodeB: Store
    let keys = 0
    const scope = () => ({
      apiKey: 'sk_test',
      sessionId: 's1',
      key: `key-${(keys += 1)}`,
      fingerprint: 'same body',
      now: Date.now(),
    })
    const ok = (body: string) => async () => documentResponse(200, body)
    const never = () => new Promise<never>(() => undefined)
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ran',
        (error: { code?: string }) => error.code,
      )

    beforeAll(() => {
      nodeA = createStore(url, { namespace })
      nodeB = createStore(url, { namespace })
    })

    afterAll(async () => {
      await nodeA.collection('idempotency').deletePrefix('')
      await Promise.all([nodeA.close(), nodeB.close()])
      if (target.kind === 'redis') await deleteRedisKeys(url, `${namespace}.`)
    })

    it('runs one of two requests that claim one key through two nodes at once', async () => {
      const leases = new Leases()
      leases.current = 'node-a:1'
      const request = scope()
      let runs = 0
      const execute = async () => {
        runs += 1
        return documentResponse(201, '{"sent":true}')
      }
      const answers = await Promise.all(
        [nodeA, nodeB, nodeA, nodeB].map((store) =>
          codeOf(runIdempotent(store.collection('idempotency'), options(leases.of('node-a')), request, execute)),
        ),
      )
      // The others are told it runs, or (once it answered) replay its answer.
      expect(runs).toBe(1)
      for (const answer of answers) expect(['ran', 'idempotency_key_in_use']).toContain(answer)
    })

    it("takes over the claim of a request whose node lost the session's lease, at once and once", async () => {
      const leases = new Leases()
      leases.current = 'node-a:1'
      const request = scope()
      // Node A claims the key and never answers: it dies mid-request.
      void runIdempotent(nodeA.collection('idempotency'), options(leases.of('node-a')), request, never)
      await expect.poll(() => hasIdempotencyRecord(nodeB.collection('idempotency'), request)).toBe(true)
      // While A's lease lives, a retry on B is told the first request still runs.
      expect(
        await codeOf(runIdempotent(nodeB.collection('idempotency'), options(leases.of('node-b')), request, ok('{}'))),
      ).toBe('idempotency_key_in_use')
      // A's lease ran out and B took the session: retries on B take the claim over, one of them runs.
      leases.current = 'node-b:2'
      let runs = 0
      const retries = await Promise.all(
        Array.from({ length: 4 }, () =>
          codeOf(
            runIdempotent(nodeB.collection('idempotency'), options(leases.of('node-b')), request, async () => {
              runs += 1
              return documentResponse(201, '{"sent":"retry"}')
            }),
          ),
        ),
      )
      expect(runs).toBe(1)
      expect(retries).toContain('ran')
      // The retry's answer is the key's answer from now on, on either node.
      const replay = await runIdempotent(
        nodeA.collection('idempotency'),
        options(leases.of('node-a')),
        request,
        ok('never'),
      )
      expect(replay.body).toBe('{"sent":"retry"}')
      expect(replay.headers['idempotent-replayed']).toBe('true')
    })
  },
  storeTargets.filter((target) => target.kind === 'redis' || target.kind === 'postgres'),
)
