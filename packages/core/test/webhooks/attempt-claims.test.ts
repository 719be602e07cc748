import { afterEach, expect, it } from 'vitest'
import { systemClock } from '../../src/clock.js'
import { createLogger } from '../../src/logger.js'
import { systemScheduler } from '../../src/scheduler.js'
import { createStore } from '../../src/store/store.js'
import type { Store } from '../../src/store/collection.js'
import type { AttemptClaim } from '../../src/webhooks/delivery-attempt.js'
import { type DestinationKind, Destinations } from '../../src/webhooks/destination.js'
import { WebhookDispatcher } from '../../src/webhooks/dispatcher.js'
import { resolveWebhookOptions } from '../../src/webhooks/options.js'

const stores: Store[] = []
const dispatchers: WebhookDispatcher[] = []

afterEach(async () => {
  for (const dispatcher of dispatchers.splice(0)) await dispatcher.stop()
  for (const store of stores.splice(0)) await store.close()
})

/** One webhook's outbox on a memory store, with a receiver that records what it was sent. */
const outbox = async (claim: AttemptClaim) => {
  const store = createStore('memory://')
  stores.push(store)
  const posted: string[] = []
  const hook: DestinationKind = {
    ordered: false,
    load: async () => undefined,
    peek: (id) => (id === 'w1' ? { id, enabled: true, events: ['*'] } : undefined),
    all: () => [{ id: 'w1', enabled: true, events: ['*'] }],
    sender: () => ({
      send: async (delivery) => {
        posted.push(delivery.eventId)
        return { statusCode: 200, error: null }
      },
      close: () => undefined,
    }),
  }
  const dispatcher = new WebhookDispatcher({
    store,
    destinations: new Destinations([hook]),
    clock: systemClock,
    scheduler: systemScheduler,
    logger: createLogger('silent'),
    options: resolveWebhookOptions({}),
    keepAlive: { check: () => undefined },
  })
  dispatchers.push(dispatcher)
  dispatcher.claimAttemptsWith(claim)
  await dispatcher.start()
  const event = (id: string) =>
    dispatcher.sink({
      id,
      type: 'session.created',
      sessionId: 's1',
      createdAt: new Date().toISOString(),
      data: {},
    } as never)
  return { dispatcher, posted, event }
}

/**
 * Cluster mode's claim on each delivery attempt (docs/cluster.md, "Webhooks"), as the outbox uses it: an attempt is
 * posted only when this node took it. Before this, the claim was a yes or no, and a claim Redis could not answer
 * was a yes: the attempt was posted beside the node that held it.
 */
it('posts an attempt only once its claim is taken, retrying a claim that could not be made', async () => {
  const answers: ('taken' | 'later')[] = ['later', 'later', 'taken']
  const finished: string[] = []
  const { dispatcher, posted, event } = await outbox({
    take: async () => answers.shift() ?? 'taken',
    finish: async (deliveryId, attempt) => void finished.push(`${deliveryId}:${attempt}`),
  })
  await event('e1')
  await expect.poll(() => posted, { timeout: 5000 }).toEqual(['e1'])
  expect(answers).toEqual([])
  // the attempt is marked done once its outcome is stored
  await expect.poll(() => finished.length).toBe(1)
  expect(finished[0]).toMatch(/:0$/)
  expect(dispatcher.busy).toBe(false)
})

it('never posts an attempt another node holds or finished', async () => {
  let asked = 0
  const { posted, event } = await outbox({
    take: async () => {
      asked += 1
      return 'held'
    },
    finish: async () => undefined,
  })
  await event('e2')
  await expect.poll(() => asked).toBe(1)
  expect(posted).toEqual([])
})
