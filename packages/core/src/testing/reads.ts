import type { Collection } from '../store/collection.js'
import type { ContractCases } from './runner.js'

/** Keys and values: single and batched reads and writes, atomic changes, prefixes, and reads in code point order. */
export function readCases({ it, expect, collection }: ContractCases): void {
  it('gets, sets, overwrites and deletes one key', async () => {
    const sessions = collection('sessions')
    expect(await sessions.get('a')).toBeUndefined()
    await sessions.set('a', { name: 'first', n: 1, nested: { list: [1, 'two', null] } })
    expect(await sessions.get('a')).toEqual({ name: 'first', n: 1, nested: { list: [1, 'two', null] } })
    await sessions.set('a', { name: 'second' })
    expect(await sessions.get('a')).toEqual({ name: 'second' })
    await sessions.delete('a')
    expect(await sessions.get('a')).toBeUndefined()
    await sessions.delete('never-there')
  })

  it('reads and writes many keys at once, in order, with holes as undefined', async () => {
    const sessions = collection('sessions')
    await sessions.setMany([
      { key: 'm:1', value: 1 },
      { key: 'm:2', value: 'two' },
      { key: 'm:3', value: { three: 3 } },
    ])
    expect(await sessions.getMany(['m:3', 'missing', 'm:1', 'm:2'])).toEqual([{ three: 3 }, undefined, 1, 'two'])
    expect(await sessions.getMany([])).toEqual([])
    await sessions.deleteMany(['m:1', 'm:3'])
    expect(await sessions.getMany(['m:1', 'm:2', 'm:3'])).toEqual([undefined, 'two', undefined])
  })

  it('applies sets and deletions as one change, and ordered reads see it whole', async () => {
    const auth = collection('auth')
    await auth.setMany([
      { key: 'c:1', value: 'one' },
      { key: 'c:2', value: 'two' },
    ])
    await auth.apply!({
      set: [
        { key: 'c:2', value: 'two, again' },
        { key: 'c:3', value: Buffer.from('three') },
      ],
      delete: ['c:1', 'c:never-there'],
    })
    expect(await auth.getMany(['c:1', 'c:2', 'c:3'])).toEqual([undefined, 'two, again', Buffer.from('three')])
    expect(await auth.range('c:', { limit: 10 })).toEqual([
      ['c:2', 'two, again'],
      ['c:3', Buffer.from('three')],
    ])
    await auth.apply!({ set: [], delete: ['c:2'] })
    await auth.apply!({ set: [{ key: 'c:4', value: 4 }], delete: [] })
    await auth.apply!({ set: [], delete: [] })
    expect(await auth.firstKeys('c:', 10)).toEqual(['c:3', 'c:4'])
  })

  it('answers reads made at once each with its own keys, and a read after a write with the write', async () => {
    const auth = collection('auth')
    await auth.setMany(Array.from({ length: 20 }, (_, i) => ({ key: `s${i}:creds`, value: { i } })))
    const reads = Array.from({ length: 20 }, (_, i) => auth.getMany([`s${i}:creds`, `s${(i + 1) % 20}:creds`, 'none']))
    expect(await Promise.all(reads)).toEqual(
      Array.from({ length: 20 }, (_, i) => [{ i }, { i: (i + 1) % 20 }, undefined]),
    )
    const running = auth.getMany(['s0:creds'])
    await auth.set('s0:creds', { i: 'new' })
    expect(await auth.getMany(['s0:creds'])).toEqual([{ i: 'new' }])
    await running
    // The next case counts what the collection holds.
    await auth.deletePrefix('')
  })

  it('scans by prefix and deletes by prefix, inside one collection only', async () => {
    const auth = collection('auth')
    const calls = collection('calls')
    await auth.setMany([
      { key: 's1:creds', value: 'c1' },
      { key: 's1:pre-key-1', value: 'k1' },
      { key: 's10:creds', value: 'c10' },
      { key: 's2:creds', value: 'c2' },
    ])
    await calls.set('s1:call', 'elsewhere')

    const scanned: [string, unknown][] = []
    for await (const entry of auth.scan('s1:')) scanned.push(entry)
    expect(scanned.sort()).toEqual([
      ['s1:creds', 'c1'],
      ['s1:pre-key-1', 'k1'],
    ])
    const all: string[] = []
    for await (const [key] of auth.scan()) all.push(key)
    expect(all.sort()).toEqual(['s10:creds', 's1:creds', 's1:pre-key-1', 's2:creds'])

    expect(await auth.deletePrefix('s1:')).toBe(2)
    expect(await auth.getMany(['s1:creds', 's1:pre-key-1', 's10:creds', 's2:creds'])).toEqual([
      undefined,
      undefined,
      'c10',
      'c2',
    ])
    expect(await calls.get('s1:call')).toBe('elsewhere')
  })

  it('scans exactly the keys that start with the prefix, over many pages, whatever characters surround it', async () => {
    const deliveries = collection('deliveries')
    // LIKE's wildcards and escape (`%`, `_`, `\`), Redis' pattern characters (`*`, `?`, `[`, `]`) and case
    // (LIKE ignores it in SQLite) must not leak into a prefix.
    const prefix = 'a%_\\*?[]:'
    const inside = [
      ...Array.from({ length: 2500 }, (_, index) => `${prefix}${index}`),
      `${prefix}é`,
      `${prefix}\u{1F600}`,
      prefix,
    ]
    const near = [...prefix].map((_, index) => `${prefix.slice(0, index)}X${prefix.slice(index + 1)}1`)
    const outside = [
      ...near,
      prefix.slice(0, -1),
      `${prefix.slice(0, -1)};1`,
      `${prefix.slice(0, -1)}é:1`,
      prefix.toUpperCase(),
      'b',
      '',
    ]
    const entries = [...inside, ...outside].map((key) => ({ key, value: { key } }))
    for (let index = 0; index < entries.length; index += 500)
      await deliveries.setMany(entries.slice(index, index + 500))

    const scanned: string[] = []
    for await (const [key, value] of deliveries.scan<{ key: string }>(prefix)) {
      expect(value).toEqual({ key })
      scanned.push(key)
    }
    expect(scanned.sort()).toEqual([...inside].sort())
    expect(await deliveries.deletePrefix(prefix)).toBe(inside.length)
    const left: string[] = []
    for await (const [key] of deliveries.scan()) left.push(key)
    expect(left.sort()).toEqual([...outside].sort())
  })

  it('gives the first keys of a prefix, smallest first', async () => {
    const calls = collection('calls')
    const due = (ms: number) => String(ms).padStart(15, '0')
    const times = Array.from({ length: 1500 }, (_, index) => 1_700_000_000_000 + ((index * 7919) % 1500) * 1000)
    await calls.setMany(times.map((ms, index) => ({ key: `due:w1:${due(ms)}:d${index}`, value: 1 })))
    await calls.setMany([
      { key: 'due:w0:000000000000001:x', value: 1 },
      { key: 'due:w10:000000000000001:x', value: 1 },
    ])
    const sorted = times.map((ms, index) => `due:w1:${due(ms)}:d${index}`).sort()
    expect(await calls.firstKeys('due:w1:', 3)).toEqual(sorted.slice(0, 3))
    expect(await calls.firstKeys('due:w1:', 1200)).toEqual(sorted.slice(0, 1200))
    expect(await calls.firstKeys('due:w1:', 5000)).toEqual(sorted)
    expect(await calls.firstKeys('due:w2:', 10)).toEqual([])
    expect(await calls.firstKeys('due:w1:', 0)).toEqual([])
  })

  it('reads ordered pages of a prefix: bounds, reverse, limit, shared prefixes, deletes', async () => {
    const chats = collection('chats')
    const key = (n: number) => `m:c1:${String(n).padStart(4, '0')}`
    const keys = Array.from({ length: 1200 }, (_, n) => key(n))
    // Written out of order, beside keys that share part of the prefix or sit right after it.
    const shuffled = keys.map((_, n) => keys[(n * 7919) % keys.length]!)
    for (let index = 0; index < shuffled.length; index += 500)
      await chats.setMany(shuffled.slice(index, index + 500).map((k) => ({ key: k, value: { k } })))
    await chats.setMany(['m:c10:0000', 'm:c1', 'm:c1;', 'm:c0:9999', 'm:c2:0000'].map((k) => ({ key: k, value: k })))

    const page = await chats.range<{ k: string }>('m:c1:', { limit: 3 })
    expect(page).toEqual(keys.slice(0, 3).map((k) => [k, { k }]))
    const keysOf = async (options: Parameters<Collection['range']>[1], prefix = 'm:c1:') =>
      (await chats.range(prefix, options)).map(([k]) => k)
    expect(await keysOf({ limit: 3, reverse: true })).toEqual(keys.slice(-3).reverse())
    expect(await keysOf({ after: key(10), limit: 3 })).toEqual(keys.slice(11, 14))
    expect(await keysOf({ before: key(10), limit: 3 })).toEqual(keys.slice(0, 3))
    expect(await keysOf({ before: key(10), limit: 3, reverse: true })).toEqual([key(9), key(8), key(7)])
    expect(await keysOf({ after: key(10), before: key(14), limit: 100 })).toEqual(keys.slice(11, 14))
    expect(await keysOf({ after: key(10), before: key(14), limit: 100, reverse: true })).toEqual(
      keys.slice(11, 14).reverse(),
    )
    expect(await keysOf({ after: key(1199), limit: 5 })).toEqual([])
    expect(await keysOf({ after: key(10), before: key(11), limit: 5 })).toEqual([])
    expect(await keysOf({ limit: 0 })).toEqual([])
    // Bounds outside the prefix do not widen it.
    expect(await keysOf({ after: 'm:c0', limit: 2 })).toEqual(keys.slice(0, 2))
    expect(await keysOf({ before: 'm:c2', limit: 2, reverse: true })).toEqual([key(1199), key(1198)])
    expect(await keysOf({ limit: 2000 })).toEqual(keys)

    // Page after page from the last key read covers the prefix once, in order, both ways.
    const walk = async (reverse: boolean) => {
      const seen: string[] = []
      for (;;) {
        const last = seen.at(-1)
        const next = await keysOf({
          limit: 250,
          reverse,
          ...(last && (reverse ? { before: last } : { after: last })),
        })
        seen.push(...next)
        if (next.length < 250) return seen
      }
    }
    expect(await walk(false)).toEqual(keys)
    expect(await walk(true)).toEqual([...keys].reverse())

    await chats.deleteMany([key(0), key(1), key(5)])
    await chats.delete(key(1199))
    expect(await keysOf({ limit: 4 })).toEqual([key(2), key(3), key(4), key(6)])
    expect(await keysOf({ limit: 1, reverse: true })).toEqual([key(1198)])
    // ':' sorts after the digits and before ';'.
    expect(await keysOf({ limit: 8 }, 'm:c1')).toEqual(['m:c1', 'm:c10:0000', ...keys.slice(2, 5), ...keys.slice(6, 9)])
    expect(await keysOf({ limit: 2, reverse: true }, 'm:c1')).toEqual(['m:c1;', key(1198)])
    expect(await keysOf({ limit: 10 }, 'm:c2:')).toEqual(['m:c2:0000'])
    expect(await collection('calls').range('m:c1:', { limit: 10 })).toEqual([])
  })

  it('orders keys by code point on every backend, characters beyond the BMP included', async () => {
    const chats = collection('chats')
    // Code point order: é (U+00E9) < U+FFFD < 😀 (U+1F600); UTF-16 units would put 😀 (D83D…) before U+FFFD.
    const keys = ['u:a', 'u:b', 'u:z', 'u:é', 'u:\uFFFD', 'u:\u{1F600}', 'u:\u{1F600}x', 'u:\u{10FFFF}']
    await chats.setMany([...keys].reverse().map((k) => ({ key: k, value: 1 })))
    expect((await chats.range('u:', { limit: 20 })).map(([k]) => k)).toEqual(keys)
    expect((await chats.range('u:', { limit: 20, reverse: true })).map(([k]) => k)).toEqual([...keys].reverse())
    expect((await chats.range('u:\u{1F600}', { limit: 20 })).map(([k]) => k)).toEqual(['u:\u{1F600}', 'u:\u{1F600}x'])
    expect((await chats.range('u:', { after: 'u:é', before: 'u:\u{1F600}x', limit: 20 })).map(([k]) => k)).toEqual([
      'u:\uFFFD',
      'u:\u{1F600}',
    ])
  })
}
