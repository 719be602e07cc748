import { randomUUID } from 'node:crypto'
import { createClient } from '@redis/client'
import { afterAll, afterEach, expect, it } from 'vitest'
import type { ClusteredSessions } from '../../packages/core/src/cluster/node-contracts.js'
import { ClusterNode } from '../../packages/core/src/cluster/node.js'
import { resolveCluster } from '../../packages/core/src/cluster/options.js'
import { placeSession } from '../../packages/core/src/cluster/placement.js'
import { createLogger } from '../../packages/core/src/logger.js'
import { redisProxy } from '../support/redis-proxy.js'
import { redisUrl } from '../support/services.js'
import { deleteRedisKeys } from '../support/stores.js'

const leaseTtlMs = 1000
const holdMs = 60_000
const namespace = `claims${randomUUID().replaceAll('-', '').slice(0, 12)}`
const started: ClusterNode[] = []

/** A session service with nothing to run, except what a test makes hang. */
const sessions = (ids: string[] = [], relinquish = async (): Promise<void> => undefined): ClusteredSessions => ({
  ids: () => ids,
  adopt: async () => undefined,
  relinquish,
  reload: async () => undefined,
  liveOf: () => ({ state: 'connected', active: true, qrAvailable: false, qrExpiresAt: null }),
})

const node = async (nodeId: string, session = sessions(), redis = redisUrl) => {
  const settings = resolveCluster(
    { redis, nodeId, advertiseUrl: `http://127.0.0.1/${nodeId}`, leaseTtlMs },
    'redis',
    namespace,
  )
  const cluster = new ClusterNode(settings, session, createLogger('silent'), 1)
  started.push(cluster)
  await cluster.connect(0, {
    ingest: () => undefined,
    destinationChanged: () => undefined,
    deliveriesOrphaned: () => undefined,
  })
  await cluster.join()
  return cluster
}

afterEach(async () => {
  for (const cluster of started.splice(0)) {
    await cluster.leave()
    await cluster.close()
  }
})

afterAll(() => deleteRedisKeys(redisUrl, namespace))

/**
 * Each attempt of a webhook or transport delivery is posted by one node (docs/cluster.md, "Webhooks"): the claims
 * two ClusterNodes make on one Redis. Before this, a claim whose Redis call failed was taken (the attempt posted
 * beside whoever held it), an attempt whose holder had stored its outcome and stopped was taken again by a node
 * holding an older copy of the row, and a node whose round waited on a slow socket close lost its alive key with
 * its heartbeat, so the others took over the attempts it was still posting.
 */
it('does not take an attempt when Redis does not answer the claim', async () => {
  const proxy = await redisProxy()
  const a = await node('a', sessions(), proxy.url)
  expect(await a.claimAttempt('d1', 0, holdMs)).toBe('taken')
  proxy.cut()
  expect(await a.claimAttempt('d2', 0, holdMs)).toBe('later')
  await proxy.close()
})

it('gives an attempt to one node, and takes over the attempt of a process that is gone', async () => {
  const [a, b] = [await node('a'), await node('b')]
  expect(await a.claimAttempt('d3', 0, holdMs)).toBe('taken')
  expect(await b.claimAttempt('d3', 0, holdMs)).toBe('held')
  // a dies without storing the outcome (its alive key is gone): the attempt is b's to post again (at least once)
  started.splice(started.indexOf(a), 1)
  await a.close()
  expect(await b.claimAttempt('d3', 0, holdMs)).toBe('taken')
})

it('never lets an older copy of the row post an attempt whose outcome is stored, after its holder stopped', async () => {
  const [a, b] = [await node('a'), await node('b')]
  expect(await a.claimAttempt('d4', 0, holdMs)).toBe('taken')
  await a.finishAttempt('d4', 0, holdMs)
  started.splice(started.indexOf(a), 1)
  await a.leave()
  await a.close()
  expect(await b.claimAttempt('d4', 0, holdMs)).toBe('held')
  // the next attempt is a new claim
  expect(await b.claimAttempt('d4', 1, holdMs)).toBe('taken')
})

it('keeps the attempts of a live node whose round is stuck on a slow socket close', async () => {
  // A session placed on a while it is alone, on b once b joins: a hands it off, and its close never ends.
  const sessionId = Array.from({ length: 100 }, (_, i) => `claims-${i}`).find(
    (id) => placeSession(id, ['a', 'b']) === 'b',
  )!
  const closing: (() => void)[] = []
  const slowClose = () => new Promise<void>((resolve) => closing.push(resolve))
  const a = await node('a', sessions([sessionId], slowClose))
  await expect.poll(() => a.owns(sessionId)).toBe(true)
  expect(await a.claimAttempt('d5', 0, holdMs)).toBe('taken')
  const b = await node('b')
  void a.tick()
  // a's round waits on the close: its heartbeat stops and b no longer counts it a member
  const membersOnB = async () => {
    await b.tick()
    return b.members().map((m) => m.nodeId)
  }
  await expect.poll(membersOnB, { timeout: 10 * leaseTtlMs }).toEqual(['b'])
  expect(await b.claimAttempt('d5', 0, holdMs)).toBe('held')
  for (const end of closing) end()
})

it('takes no attempt while its own alive key is gone: the others may be taking its attempts over', async () => {
  const a = await node('a')
  const redis = await createClient({ url: redisUrl }).connect()
  await redis.del(`${namespace}.cluster:alive:a`)
  await redis.close()
  expect(await a.claimAttempt('d6', 0, holdMs)).toBe('later')
})
