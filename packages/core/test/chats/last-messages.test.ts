import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { LastMessages } from '../../src/chats/last-messages.js'
import type { LastMessage } from '../../src/protocol/ports/chats.js'
import { createStore } from '../../src/store/store.js'
import type { Collection, Store } from '../../src/store/collection.js'

const logger = pino({ level: 'silent' })
const message = (id: string, timestamp: number): LastMessage => ({ id, fromMe: false, participant: null, timestamp })

/** A collection that counts its writes and can be made to refuse them. */
function watched(collection: Collection) {
  const writes: number[] = []
  let refuse = false
  const proxy: Collection = Object.assign(Object.create(collection) as Collection, {
    setMany: async (entries: { key: string; value: unknown }[]) => {
      if (refuse) throw new Error('store down')
      writes.push(entries.length)
      await collection.setMany(entries)
    },
  })
  return { collection: proxy, writes, refuse: (on: boolean) => (refuse = on) }
}

describe('the chats’ last-message record', () => {
  let store: Store
  afterEach(async () => {
    await store?.close()
  })

  it('keeps the newest message per chat and writes a burst in one batch', async () => {
    store = createStore('memory://')
    const { collection, writes } = watched(store.collection('chats'))
    const record = new LastMessages({ collection, logger, flushIntervalMs: 60_000 })
    for (let i = 0; i < 500; i++) record.record('s1', `${i % 50}@s.whatsapp.net`, message(`M${i}`, 1000 + i))
    record.record('s1', '0@s.whatsapp.net', message('OLDER', 10))
    expect(writes).toEqual([])
    expect(await record.get('s1', '0@s.whatsapp.net')).toEqual(message('M450', 1450))
    await record.flush()
    expect(writes).toEqual([50])
    await record.close()
    // what a restarted engine finds
    const again = new LastMessages({ collection: store.collection('chats'), logger })
    expect(await again.get('s1', '49@s.whatsapp.net')).toEqual(message('M499', 1499))
    expect(await again.get('s1', 'never@s.whatsapp.net')).toBeNull()
    expect(await again.get('s2', '49@s.whatsapp.net')).toBeNull()
  })

  it('stays within its bound in memory and reads an evicted chat back from the store', async () => {
    store = createStore('memory://')
    const record = new LastMessages({
      collection: store.collection('chats'),
      logger,
      maxEntries: 3,
      flushIntervalMs: 60_000,
    })
    record.record('s1', 'a@s.whatsapp.net', message('A', 1))
    await record.flush()
    for (const chat of ['b', 'c', 'd']) record.record('s1', `${chat}@s.whatsapp.net`, message(chat.toUpperCase(), 2))
    expect(await record.get('s1', 'a@s.whatsapp.net')).toEqual(message('A', 1))
    await record.close()
  })

  it('keeps what a failed write carried for the next flush', async () => {
    store = createStore('memory://')
    const { collection, writes, refuse } = watched(store.collection('chats'))
    const record = new LastMessages({ collection, logger, flushIntervalMs: 60_000 })
    record.record('s1', 'a@s.whatsapp.net', message('A', 1))
    refuse(true)
    await expect(record.flush()).rejects.toThrow('store down')
    refuse(false)
    await record.flush()
    expect(writes).toEqual([1])
    expect(await store.collection('chats').get('s1:a@s.whatsapp.net')).toEqual(message('A', 1))
    await record.close()
  })

  it('forgets a deleted session, in memory and in the store', async () => {
    store = createStore('memory://')
    const record = new LastMessages({ collection: store.collection('chats'), logger, flushIntervalMs: 60_000 })
    record.record('s1', 'a@s.whatsapp.net', message('A', 1))
    record.record('s10', 'a@s.whatsapp.net', message('B', 1))
    await record.flush()
    await record.forget('s1')
    expect(await record.get('s1', 'a@s.whatsapp.net')).toBeNull()
    expect(await record.get('s10', 'a@s.whatsapp.net')).toEqual(message('B', 1))
    await record.close()
  })
})
