// Store: one ordered page (`Collection.range`) under a prefix of 100,000 keys against the same page under a
// prefix of 1,000 keys, in the same store, in the same run (the reference). A native range reads the page
// only, so the two should cost about the same; reading the prefix whole (what `scan` does, and what an ordered
// read cost on Redis before the sorted set: SCAN plus a sort) is shown beside them. Pages start after a random
// key of the prefix, both sizes alternating. Redis and PostgreSQL come from BENCH_REDIS_URL / BENCH_POSTGRES_URL
// (default: this machine's test servers); a server that does not answer is skipped with the reason.
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { createStore } from '@sessionkit/core'
import { emit, log, median, round, tempDir } from './lib/common.mjs'

const large = Number(process.env.BENCH_RANGE_KEYS ?? 100_000)
const small = 1_000
const pageSize = Number(process.env.BENCH_RANGE_PAGE ?? 50)
const pages = Number(process.env.BENCH_RANGE_PAGES ?? 400)
const tmp = tempDir('store-range')
const backends = [
  { kind: 'sqlite', url: `sqlite://${join(tmp.dir, 'range.sqlite')}` },
  { kind: 'redis', url: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
  { kind: 'postgres', url: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
]
const key = (prefix, n) => `${prefix}${String(n).padStart(8, '0')}`

async function fill(chats, prefix, count) {
  for (let from = 0; from < count; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - from) }, (_, i) => ({
      key: key(prefix, from + i),
      value: { id: from + i, text: 'x'.repeat(100) },
    }))
    await chats.setMany(batch)
  }
}

/** Milliseconds per page, median over `pages` pages from random starting keys. */
async function pageCost(chats, prefix, count) {
  const times = []
  for (let i = 0; i < pages; i++) {
    const after = key(prefix, Math.floor(Math.random() * (count - pageSize)))
    const t = performance.now()
    const page = await chats.range(prefix, { after, limit: pageSize })
    times.push(performance.now() - t)
    if (page.length !== pageSize) throw new Error(`a page of ${page.length}, not ${pageSize}`)
  }
  return median(times)
}

async function scanCost(chats, prefix) {
  const t = performance.now()
  let n = 0
  for await (const _ of chats.scan(prefix)) n += 1
  return { ms: performance.now() - t, n }
}

const rows = []
try {
  for (const { kind, url } of backends) {
    const store = createStore(url, { namespace: `bench_range_${process.pid}_${randomUUID().slice(0, 8)}` })
    const chats = store.collection('chats')
    try {
      const t = performance.now()
      await fill(chats, 'big:', large)
      await fill(chats, 'small:', small)
      log(`store-range ${kind}: wrote ${large + small} keys in ${((performance.now() - t) / 1000).toFixed(1)} s`)
      // Warm-up, then both sizes in alternating rounds.
      await pageCost(chats, 'big:', large)
      await pageCost(chats, 'small:', small)
      const big = []
      const little = []
      for (let round = 0; round < 3; round++) {
        big.push(await pageCost(chats, 'big:', large))
        little.push(await pageCost(chats, 'small:', small))
      }
      const scanned = await scanCost(chats, 'big:')
      const page = median(big)
      const reference = median(little)
      log(
        `store-range ${kind}: page of ${pageSize} at ${large} keys ${page.toFixed(3)} ms, at ${small} keys ${reference.toFixed(3)} ms; whole prefix read ${scanned.ms.toFixed(0)} ms (${scanned.n} keys)`,
      )
      rows.push({
        figure: `store ${kind}: range page of ${pageSize} under ${large.toLocaleString('en')} keys`,
        value: round(page, 3),
        unit: 'ms',
        reference: round(reference, 3),
        refUnit: `ms, same page under ${small.toLocaleString('en')} keys`,
        ratio: round(page / reference),
        goal: '<= 2x',
        pass: page / reference <= 2,
        note: `reading the ${large.toLocaleString('en')}-key prefix whole: ${round(scanned.ms, 0)} ms`,
      })
    } catch (error) {
      log(`store-range ${kind}: skipped (${error.message})`)
    } finally {
      await chats.deletePrefix('').catch(() => undefined)
      await store.close().catch(() => undefined)
    }
  }
} finally {
  tmp.remove()
}
emit(rows)
