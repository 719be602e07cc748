// What Baileys spends on the bookkeeping of one query (issue 34: the idle CPU of 10,000 connected sessions is their
// keep-alive pings, one query per socket every 30 s). Every `query()` waits through `promiseTimeout(60 s)`, which
// formats a stack trace for its timeout error, makes a cancellable delay (a second formatted stack, a timer) and,
// once answered, cancels it with a `Boom` (a third captured stack). Measured here outside any socket: the same
// wait with the answer already there, against `promiseTimeout` without a timeout (a bare promise, the same-run
// reference), and the pieces on their own. Called 8 async frames deep, as a keep-alive's query is.
import { Boom } from '@hapi/boom'
import { promiseTimeout } from '@whiskeysockets/baileys/lib/Utils/generics.js'
import { emit, log, median, round } from './lib/common.mjs'

const n = Number(process.env.BENCH_QUERY_COST_N ?? 20_000)
const rounds = Number(process.env.BENCH_QUERY_COST_ROUNDS ?? 5)

async function nested(depth, f) {
  return depth === 0 ? f() : await nested(depth - 1, f)
}

const cases = {
  'promiseTimeout(60 s), answered': () => promiseTimeout(60_000, (resolve) => resolve(1)),
  'promiseTimeout without a timeout': () => promiseTimeout(undefined, (resolve) => resolve(1)),
  'new Error().stack': () => new Error().stack,
  'new Boom()': () => new Boom('Cancelled', { statusCode: 500, data: { stack: '' } }),
}

/** µs a call, over `n` calls. */
async function time(f) {
  const started = performance.now()
  for (let i = 0; i < n; i++) await nested(8, f)
  return ((performance.now() - started) * 1000) / n
}

const results = Object.fromEntries(Object.keys(cases).map((name) => [name, []]))
for (let r = 0; r < rounds; r++)
  for (const [name, f] of Object.entries(cases)) {
    const us = await time(f)
    results[name].push(us)
  }
for (const [name, values] of Object.entries(results))
  log(`query-cost: ${name}: ${values.map((v) => v.toFixed(1)).join(' ')} µs a call`)

const cost = median(results['promiseTimeout(60 s), answered'])
const bare = median(results['promiseTimeout without a timeout'])
emit([
  {
    figure: "query-cost: Baileys' wait for one answered query (promiseTimeout, 60 s), median of rounds",
    value: round(cost, 1),
    unit: 'µs',
    reference: round(bare, 1),
    refUnit: 'µs without a timeout (a bare promise)',
    ratio: round(cost / bare, 1),
    goal: 'reported',
    pass: null,
    note: `formatted stack ${round(median(results['new Error().stack']), 1)} µs, Boom ${round(median(results['new Boom()']), 1)} µs (median of ${rounds} rounds of ${n})`,
  },
])
