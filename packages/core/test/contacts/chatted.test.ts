import { describe, expect, it } from 'vitest'
import { ChattedIndex } from '../../src/contacts/chatted.js'
import { createStore } from '../../src/store/store.js'
import type { Collection } from '../../src/store/collection.js'

/** The contacts collection, counting the reads and claims that reach the store. */
const counted = (collection: Collection) => {
  const calls = { get: 0, claim: 0 }
  const store = new Proxy(collection, {
    get(target, name, receiver) {
      if (name === 'get' || name === 'claim') calls[name]++
      const value = Reflect.get(target, name, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { store, calls }
}

const person = (jid: string) => ({ jid, phoneJid: jid, lid: null })

describe('ChattedIndex', () => {
  it('asks the store about a person once: every send after the first finds them in memory', async () => {
    const contacts = createStore('memory://').collection('contacts')
    const { store, calls } = counted(contacts)
    const index = new ChattedIndex(store)
    expect(await index.has('s1', '1555@s.whatsapp.net')).toBe(false)
    await index.keep('s1', person('1555@s.whatsapp.net'))
    for (let i = 0; i < 5; i++) {
      await index.keep('s1', person('1555@s.whatsapp.net'))
      expect(await index.has('s1', '1555@s.whatsapp.net')).toBe(true)
    }
    expect(calls).toEqual({ get: 1, claim: 1 })
    expect(await contacts.get('s1:chatted:1555@s.whatsapp.net')).toEqual(person('1555@s.whatsapp.net'))
  })

  it('finds a person an earlier process stored, and keeps their first naming', async () => {
    const contacts = createStore('memory://').collection('contacts')
    await contacts.set('s1:chatted:1555@s.whatsapp.net', { jid: '1555@s.whatsapp.net', phoneJid: null, lid: 'x@lid' })
    const { store, calls } = counted(contacts)
    const index = new ChattedIndex(store)
    expect(await index.has('s1', '1555@s.whatsapp.net')).toBe(true)
    expect(await index.has('s1', '1555@s.whatsapp.net')).toBe(true)
    await index.keep('s1', person('1555@s.whatsapp.net'))
    expect(calls).toEqual({ get: 1, claim: 0 })
    expect(await contacts.get('s1:chatted:1555@s.whatsapp.net')).toEqual({
      jid: '1555@s.whatsapp.net',
      phoneJid: null,
      lid: 'x@lid',
    })
  })

  it("forgets a deleted session's people, and only theirs", async () => {
    const contacts = createStore('memory://').collection('contacts')
    const index = new ChattedIndex(contacts)
    await index.keep('s1', person('1555@s.whatsapp.net'))
    await index.keep('s2', person('1555@s.whatsapp.net'))
    index.forget('s1')
    await contacts.deletePrefix('s1:')
    expect(await index.has('s1', '1555@s.whatsapp.net')).toBe(false)
    expect(await index.has('s2', '1555@s.whatsapp.net')).toBe(true)
    await index.keep('s1', person('1555@s.whatsapp.net'))
    expect(await contacts.get('s1:chatted:1555@s.whatsapp.net')).toEqual(person('1555@s.whatsapp.net'))
  })
})
