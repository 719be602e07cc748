// HTTP cost in CPU instructions: user-space instructions per request (valgrind's callgrind) of each adapter's
// server against the bare node:http server answering the same JSON, measured in the same run. Unlike
// http-overhead.mjs (requests/s), the figure does not move with what else the machine runs: the servers run
// V8 single-threaded (no background compiler or GC threads) and take one connection's requests in turn, so each
// request is one event-loop turn and the count repeats within about 1 %. It says what a request costs, not how
// the server schedules many at once; read it beside http-overhead.mjs. Needs valgrind (Debian: valgrind).
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { benchDir, emit, log, median, round } from './lib/common.mjs'

const requests = Number(process.env.BENCH_IR_REQUESTS ?? 5000)
const rounds = Number(process.env.BENCH_IR_ROUNDS ?? 2)
const adapters = ['node', 'express', 'fastify', 'hono']
const frameworks = ['express', 'fastify', 'hono']
// The node adapter over engines with metrics and rate limits on and off (lib/http-target.mjs): what each costs.
const engineVariants = ['node-metrics-off', 'node-limits', 'node-limits-metrics-off', 'node-limits-redis']
const allTargets = ['bare', ...adapters, ...frameworks.map((name) => `${name}-alone`), ...engineVariants]
// BENCH_IR_TARGETS=node,node-metrics-off,node-limits runs only those (and bare, the reference).
const only = process.env.BENCH_IR_TARGETS?.split(',')
const targets = only ? allTargets.filter((name) => name === 'bare' || only.includes(name)) : allTargets

/** Instructions per request of one target: warmed up uninstrumented, then `requests` counted. */
async function measure(name) {
  const out = mkdtempSync(join(tmpdir(), 'sessionkit-bench-ir-'))
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      // V8 writes code into its heap at run time: valgrind must see that code change.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${join(out, 'callgrind.%p')}`,
      process.execPath,
      '--single-threaded',
      join(benchDir, 'lib', 'http-target.mjs'),
      name,
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
  )
  try {
    const port = await new Promise((resolve, reject) => {
      child.on('message', (message) => message.port && resolve(message.port))
      child.once('exit', (code) => reject(new Error(`${name} under valgrind exited with ${code}`)))
    })
    const load = (amount) =>
      new Promise((resolve, reject) =>
        autocannon(
          {
            url: `http://127.0.0.1:${port}/api/v1/sessions/ses_bench`,
            headers: { authorization: 'Bearer bench-key' },
            connections: 1,
            amount,
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      )
    await load(requests * 2)
    execFileSync('callgrind_control', ['--instr=on', String(child.pid)], { stdio: 'ignore' })
    const result = await load(requests)
    execFileSync('callgrind_control', ['--instr=off', String(child.pid)], { stdio: 'ignore' })
    execFileSync('callgrind_control', ['--dump', String(child.pid)], { stdio: 'ignore' })
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx`)
    const totals = readdirSync(out).map((file) =>
      Number(/^totals:\s*(\d+)/m.exec(readFileSync(join(out, file), 'utf8'))?.[1] ?? 0),
    )
    return Math.max(...totals) / requests
  } finally {
    child.kill('SIGKILL')
    rmSync(out, { recursive: true, force: true })
  }
}

const counts = Object.fromEntries(targets.map((name) => [name, []]))
for (let r = 0; r < rounds; r++) {
  for (const name of targets) {
    counts[name].push(await measure(name))
    log(`http-instructions round ${r + 1}: ${name} ${(counts[name].at(-1) / 1000).toFixed(1)}k instructions/request`)
  }
}
const bare = median(counts.bare)
const ratioNote = 'ratio = reference / adapter: 1 costs what the reference costs, 0.5 twice as much'
const measured = (name) => targets.includes(name)
/** What the node adapter costs with metrics and rate limits as named, against both off in the same run. */
const variantFigures = {
  node: 'node adapter, metrics on (the default), rate limits off',
  'node-limits': 'node adapter, metrics on, rate limits on (memory)',
  'node-limits-metrics-off': 'node adapter, metrics off, rate limits on (memory)',
  'node-limits-redis': 'node adapter, metrics on, rate limits on (Redis)',
}
const allOff = measured('node-metrics-off') ? median(counts['node-metrics-off']) : null
emit([
  ...(allOff === null
    ? []
    : Object.entries(variantFigures)
        .filter(([name]) => measured(name))
        .map(([name, figure]) => ({
          figure: `instructions/request, ${figure}`,
          value: round(median(counts[name]) / 1000, 1),
          unit: 'k',
          reference: round(allOff / 1000, 1),
          refUnit: 'k (node adapter, metrics and rate limits off)',
          ratio: round(allOff / median(counts[name])),
          goal: null,
          pass: null,
          note: `+${round((median(counts[name]) - allOff) / 1000, 1)}k a request; ${ratioNote}`,
        }))),
  ...adapters.filter(measured).map((name) => ({
    figure: `instructions/request, ${name} adapter`,
    value: round(median(counts[name]) / 1000, 1),
    unit: 'k',
    reference: round(bare / 1000, 1),
    refUnit: 'k (bare node:http)',
    ratio: round(bare / median(counts[name])),
    goal: null,
    pass: null,
    note: ratioNote,
  })),
  ...frameworks
    .filter((name) => measured(name) && measured(`${name}-alone`))
    .map((name) => ({
      figure: `instructions/request, ${name} adapter over ${name} alone`,
      value: round(median(counts[name]) / 1000, 1),
      unit: 'k',
      reference: round(median(counts[`${name}-alone`]) / 1000, 1),
      refUnit: `k (${name} alone)`,
      ratio: round(median(counts[`${name}-alone`]) / median(counts[name])),
      goal: null,
      pass: null,
      note: ratioNote,
    })),
])
