// HTTP overhead: GET /api/v1/sessions/{id} requests/s through each adapter against a bare node:http server
// answering the same JSON, all measured in the same run with autocannon (same connections and duration).
// Each framework also runs alone (its own route answering that JSON): the ceiling its adapter can reach. The node
// adapter also runs over an engine with `metrics: false`: what recording metrics costs (on / off, per round).
// Each server runs in its own process and autocannon in this one (see RESULTS.md for why). Targets are
// loaded one at a time in rotating order, several rounds; a ratio is taken within each round (adapter / bare
// of that round) and the figure is the median of those ratios.
import { fork } from 'node:child_process'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { benchDir, emit, log, median, round, sleep } from './lib/common.mjs'

const rounds = Number(process.env.BENCH_HTTP_ROUNDS ?? 6)
const duration = Number(process.env.BENCH_HTTP_SECONDS ?? 2)
const connections = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 10)
const adapters = ['node', 'express', 'fastify', 'hono']
const frameworks = ['express', 'fastify', 'hono']
const allTargets = ['bare', ...adapters, 'node-metrics-off', ...frameworks.map((name) => `${name}-alone`)]
// BENCH_HTTP_TARGETS=node,node-metrics-off runs only those (and bare, the reference): more rounds of one comparison.
const only = process.env.BENCH_HTTP_TARGETS?.split(',')
const targets = only ? allTargets.filter((name) => name === 'bare' || only.includes(name)) : allTargets
const goals = { node: 0.6, hono: 0.6, fastify: 0.5, express: 0.3 }

const deadline = setTimeout(() => {
  log('http-overhead: took too long, giving up')
  process.exit(2)
}, 420_000)

const servers = new Map()
async function startTarget(name) {
  const child = fork(join(benchDir, 'lib', 'http-target.mjs'), [name], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const port = await new Promise((resolve, reject) => {
    child.once('message', (msg) => resolve(msg.port))
    child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}`)))
  })
  servers.set(name, { child, port })
}

function load(port, seconds) {
  return autocannon({
    url: `http://127.0.0.1:${port}/api/v1/sessions/ses_bench`,
    headers: { authorization: 'Bearer bench-key' },
    connections,
    duration: seconds,
  })
}

const rps = Object.fromEntries(targets.map((t) => [t, []]))
const ratios = Object.fromEntries(targets.map((t) => [t, []]))
const failed = {}
try {
  for (const name of targets) {
    try {
      await startTarget(name)
    } catch (error) {
      // An adapter that does not build or start yet is reported as such; the others still run.
      failed[name] = String(error.message ?? error)
      log(`http-overhead: ${name} did not start: ${failed[name]}`)
    }
  }
  if (!servers.has('bare')) throw new Error('the bare reference server did not start')
  const live = targets.filter((t) => servers.has(t))
  // Warm-up: JIT and connection setup, not counted.
  for (const name of live) await load(servers.get(name).port, 1)
  for (let r = 0; r < rounds; r++) {
    const order = live.map((_, i) => live[(i + r) % live.length])
    const round = {}
    for (const name of order) {
      const result = await load(servers.get(name).port, duration)
      if (result.non2xx > 0 || result.errors > 0)
        log(`http-overhead: ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
      round[name] = result.requests.average
      rps[name].push(result.requests.average)
      await sleep(200)
    }
    for (const name of live) ratios[name].push(round[name] / round.bare)
    log(`http-overhead round ${r + 1}: ${live.map((n) => `${n} ${round[n].toFixed(0)}`).join(', ')} req/s`)
  }
  // Adapter over its framework alone, per round like the other ratios.
  const overFramework = (name) => median(rps[name].map((value, index) => value / rps[`${name}-alone`][index]))
  emit([
    ...adapters
      .filter((name) => targets.includes(name))
      .map((name) => {
        if (failed[name])
          return {
            figure: `http: GET session via ${name}`,
            value: null,
            unit: 'req/s',
            reference: round(median(rps.bare), 0),
            refUnit: 'req/s bare node:http',
            ratio: null,
            goal: `>= ${goals[name]} of bare`,
            pass: false,
            note: `did not start: ${failed[name].slice(0, 120)}`,
          }
        const ratio = median(ratios[name])
        const framework =
          targets.includes(`${name}-alone`) && !failed[`${name}-alone`]
            ? `; ${round(overFramework(name))} of ${name} alone`
            : ''
        return {
          figure: `http: GET session via ${name}`,
          value: round(median(rps[name]), 0),
          unit: 'req/s',
          reference: round(median(rps.bare), 0),
          refUnit: 'req/s bare node:http',
          ratio: round(ratio),
          goal: `>= ${goals[name]} of bare`,
          pass: ratio >= goals[name],
          ...(framework ? { note: framework.slice(2) } : {}),
        }
      }),
    ...(!targets.includes('node-metrics-off') || !targets.includes('node') || failed['node-metrics-off'] || failed.node
      ? []
      : [
          {
            figure: 'http: GET session via node, metrics off',
            value: round(median(rps['node-metrics-off']), 0),
            unit: 'req/s',
            reference: round(median(rps.bare), 0),
            refUnit: 'req/s bare node:http',
            ratio: round(median(ratios['node-metrics-off'])),
            goal: null,
            pass: null,
            note: `metrics on / off: ${round(median(rps.node.map((value, index) => value / rps['node-metrics-off'][index])))}`,
          },
        ]),
    ...frameworks
      .filter((name) => targets.includes(`${name}-alone`) && !failed[`${name}-alone`])
      .map((name) => ({
        figure: `http: ${name} alone, its own route (ceiling)`,
        value: round(median(rps[`${name}-alone`]), 0),
        unit: 'req/s',
        reference: round(median(rps.bare), 0),
        refUnit: 'req/s bare node:http',
        ratio: round(median(ratios[`${name}-alone`])),
        goal: null,
        pass: null,
      })),
  ])
} finally {
  clearTimeout(deadline)
  for (const { child } of servers.values()) {
    child.send('close')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    clearTimeout(timer)
  }
}
