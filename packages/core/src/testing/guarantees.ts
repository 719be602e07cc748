import type { ContractCases } from './runner.js'

/** What holds under time and concurrency: expiry, claims, increments, locks, binary values, and persistence. */
export function guaranteeCases({ it, expect, vi, collection, backend, namespace, fresh }: ContractCases): void {
  it('leaves expired entries out of a range and still fills the page', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const idempotency = collection('idempotency')
    await idempotency.setMany(
      Array.from({ length: 10 }, (_, n) => ({ key: `r:${n}`, value: n, ttlMs: n % 2 === 0 ? 60_000 : undefined })),
    )
    vi.setSystemTime(Date.now() + 61_000)
    expect(await idempotency.range('r:', { limit: 3 })).toEqual([
      ['r:1', 1],
      ['r:3', 3],
      ['r:5', 5],
    ])
    expect(await idempotency.range('r:', { limit: 3, reverse: true })).toEqual([
      ['r:9', 9],
      ['r:7', 7],
      ['r:5', 5],
    ])
  })

  it('leaves expired entries out of a scan', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const idempotency = collection('idempotency')
    await idempotency.setMany([
      { key: 'ttl:short', value: 1, ttlMs: 60_000 },
      { key: 'ttl:long', value: 2 },
    ])
    vi.setSystemTime(Date.now() + 61_000)
    const scanned: [string, unknown][] = []
    for await (const entry of idempotency.scan('ttl:')) scanned.push(entry)
    expect(scanned).toEqual([['ttl:long', 2]])
  })

  it('claims a key for exactly one of many concurrent callers', async () => {
    const idempotency = collection('idempotency')
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => idempotency.claim('key-1', { by: index })),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    const winner = results.indexOf(true)
    expect(await idempotency.get('key-1')).toEqual({ by: winner })
    expect(await idempotency.claim('key-1', { by: 'late' })).toBe(false)
  })

  it('increments without losing any of many concurrent increments', async () => {
    const usage = collection('usage')
    const results = await Promise.all(Array.from({ length: 500 }, () => usage.increment('hits')))
    expect(await usage.get('hits')).toBe(500)
    // Each caller saw a distinct intermediate value: no two read the same "before".
    expect(new Set(results).size).toBe(500)
    await Promise.all([usage.increment('hits', 10), usage.increment('hits', -3), usage.increment('other', 7)])
    expect(await usage.getMany(['hits', 'other'])).toEqual([507, 7])
  })

  it('runs locked work on one key one at a time', async () => {
    const webhooks = collection('webhooks')
    let inside = 0
    let most = 0
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        webhooks.withLock('list', async () => {
          inside += 1
          most = Math.max(most, inside)
          await webhooks.set(`w${index}`, index)
          inside -= 1
        }),
      ),
    )
    expect(most).toBe(1)
  })

  it('round-trips binary data: Buffer and Uint8Array come back as Buffers with the same bytes', async () => {
    const auth = collection('auth')
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    await auth.set('bin', {
      buffer: Buffer.from(bytes),
      array: bytes,
      deep: { keys: [Buffer.from('abc'), new Uint8Array([0, 255])] },
      text: 'plain',
    })
    const back = await auth.get<{ buffer: Buffer; array: Buffer; deep: { keys: Buffer[] }; text: string }>('bin')
    expect(Buffer.isBuffer(back?.buffer)).toBe(true)
    expect(Buffer.isBuffer(back?.array)).toBe(true)
    expect(Buffer.compare(back!.buffer, Buffer.from(bytes))).toBe(0)
    expect(Buffer.compare(back!.array, Buffer.from(bytes))).toBe(0)
    expect(back!.deep.keys.map((key) => Buffer.isBuffer(key))).toEqual([true, true])
    expect(back!.deep.keys.map((key) => key.toString('hex'))).toEqual(['616263', '00ff'])
    expect(back!.text).toBe('plain')
  })

  it('forgets a value once its TTL has passed', async () => {
    // Keyv stamps `expires` from Date.now() and checks it on read, so moving Date is enough on every backend.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const idempotency = collection('idempotency')
    await idempotency.set('short', 'v', 60_000)
    expect(await idempotency.claim('claimed', 'v', 60_000)).toBe(true)
    await idempotency.set('long', 'v')
    vi.setSystemTime(Date.now() + 59_000)
    expect(await idempotency.get('short')).toBe('v')
    vi.setSystemTime(Date.now() + 2_000)
    expect(await idempotency.get('short')).toBeUndefined()
    expect(await idempotency.get('long')).toBe('v')
    // An expired claim no longer blocks a new one.
    expect(await idempotency.claim('claimed', 'again', 60_000)).toBe(true)
  })

  if (backend.persistent) {
    it('keeps data for a new store on the same URL and namespace, and nothing leaks across namespaces', async () => {
      await collection('sessions').set('persisted', { ok: true })
      const reopened = await backend.open(namespace)
      const other = await backend.open(fresh('other'))
      try {
        expect(await reopened.collection('sessions').get('persisted')).toEqual({ ok: true })
        expect(await other.collection('sessions').get('persisted')).toBeUndefined()
        const keys: string[] = []
        for await (const [key] of other.collection('sessions').scan()) keys.push(key)
        expect(keys).toEqual([])
        expect(await other.collection('sessions').range('', { limit: 10 })).toEqual([])
        expect(await reopened.collection('sessions').range('pers', { limit: 10 })).toEqual([
          ['persisted', { ok: true }],
        ])
      } finally {
        await Promise.all([reopened.close(), other.close()])
      }
    })
  }
}
