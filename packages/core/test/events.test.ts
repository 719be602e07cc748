import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { systemClock } from '../src/index.js'
import { EventBus } from '../src/event-bus.js'
import type { EventMap } from '../src/events.js'

const silent = pino({ level: 'silent' })

describe('event bus', () => {
  it('publishes the spec envelope to typed handlers and to "*"', async () => {
    const bus = new EventBus<EventMap>(systemClock, silent)
    const typed: unknown[] = []
    const all: string[] = []
    bus.on('auth.qr', (event) => typed.push(event))
    bus.on('*', (event) => all.push(event.type))
    const event = await bus.publish('auth.qr', 'ses_1', { qr: 'q', expiresAt: '2026-01-01T00:00:00.000Z' })
    expect(event).toMatchObject({ type: 'auth.qr', sessionId: 'ses_1', data: { qr: 'q' } })
    expect(event.id).toMatch(/^evt_/)
    expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt)
    expect(typed).toEqual([event])
    expect(all).toEqual(['auth.qr'])
  })

  it('keeps delivering when a handler throws or rejects', async () => {
    const bus = new EventBus<EventMap>(systemClock, silent)
    const after: string[] = []
    bus.on('session.deleted', () => {
      throw new Error('user code failed')
    })
    bus.on('session.deleted', async () => {
      throw new Error('async user code failed')
    })
    bus.on('session.deleted', (event) => after.push(event.sessionId))
    await expect(
      bus.publish('session.deleted', 's', { sessionId: 's', deletedAt: '2026-01-01T00:00:00.000Z', loggedOut: false }),
    ).resolves.toBeDefined()
    expect(after).toEqual(['s'])
  })

  it('stores in every durable sink before handlers run, and fails the publish when a sink fails', async () => {
    const bus = new EventBus<EventMap>(systemClock, silent)
    const order: string[] = []
    bus.addSink(async (event) => {
      order.push(`sink:${event.type}`)
    })
    bus.on('*', (event) => order.push(`handler:${event.type}`))
    await bus.publish('stream.failure', 's', { statusCode: 503, reason: 'x' })
    expect(order).toEqual(['sink:stream.failure', 'handler:stream.failure'])

    bus.addSink(async () => {
      throw new Error('disk full')
    })
    await expect(bus.publish('stream.failure', 's', { statusCode: 503, reason: 'y' })).rejects.toThrow('disk full')
    expect(order.filter((entry) => entry.startsWith('handler'))).toHaveLength(1)
  })

  it('stored() waits for every publish started before it, stored or failed, and for none started after', async () => {
    const bus = new EventBus<EventMap>(systemClock, silent)
    const held = new Map<string, { resolve: () => void; reject: (error: Error) => void }>()
    bus.addSink(
      (event) =>
        new Promise<void>((resolve, reject) =>
          held.set((event.data as { reason: string }).reason, { resolve, reject }),
        ),
    )
    await expect(bus.stored()).resolves.toBeUndefined()
    const first = bus.publish('stream.failure', 's', { statusCode: 503, reason: 'first' })
    const second = bus.publish('stream.failure', 's', { statusCode: 503, reason: 'second' })
    second.catch(() => undefined)
    let done = false
    const stored = bus.stored().then(() => (done = true))
    const later = bus.publish('stream.failure', 's', { statusCode: 503, reason: 'later' })
    // out of order: the first is still in its sink
    held.get('second')!.reject(new Error('disk full'))
    await expect(second).rejects.toThrow('disk full')
    expect(done).toBe(false)
    held.get('first')!.resolve()
    await first
    await stored
    // the one started after it is still in its sink
    expect(done).toBe(true)
    held.get('later')!.resolve()
    await later
  })
})
