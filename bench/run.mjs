// Runs every benchmark, each in its own child process (so one's JIT state, heap and leftover sockets never
// touch another's), and prints one table: figure, value, reference measured in the same run, ratio, goal,
// pass/fail. `node bench/run.mjs http-overhead sends` runs only those. The table is Markdown, ready for
// bench/RESULTS.md. A script reports its rows as one `@@bench {"rows":[...]}` line on stdout (lib/common.mjs
// emit()); a script that prints none (bench/webhooks.mjs may report its own way) has its output shown as is.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = fileURLToPath(new URL('.', import.meta.url))
const all = [
  { name: 'http-overhead', timeoutS: 240 },
  { name: 'metrics-handler', timeoutS: 120 },
  { name: 'sends', timeoutS: 240 },
  { name: 'inbound', timeoutS: 300 },
  { name: 'group-sends', timeoutS: 300 },
  { name: 'sender-keys', timeoutS: 300 },
  { name: 'many-senders', timeoutS: 420 },
  { name: 'session-reads', timeoutS: 240 },
  { name: 'login', timeoutS: 120 },
  { name: 'memory', timeoutS: 420 },
  { name: 'restore', timeoutS: 480 },
  { name: 'sessions-10k', timeoutS: 2400 },
  { name: 'query-cost', timeoutS: 120 },
  { name: 'uploads', timeoutS: 420 },
  { name: 'forwarded-uploads', timeoutS: 420 },
  { name: 'webhooks', timeoutS: 300, optional: true },
  { name: 'transports', timeoutS: 300 },
  { name: 'call-media', timeoutS: 300 },
  { name: 'store-range', timeoutS: 300 },
  { name: 'http-instructions', timeoutS: 600 },
  { name: 'message-store', timeoutS: 600 },
  { name: 'cluster', timeoutS: 600 },
  { name: 'takeover', timeoutS: 600 },
  { name: 'soak', timeoutS: 1200 },
]
const wanted = process.argv.slice(2)
const scripts = all.filter(
  (s) => (wanted.length ? wanted.includes(s.name) : true) && existsSync(join(dir, `${s.name}.mjs`)),
)

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, load average at start ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')}`
console.log(`sessionkit bench ${new Date().toISOString()}\n${machine}\n`)

function run({ name, timeoutS }) {
  return new Promise((resolve) => {
    const started = Date.now()
    // --expose-gc for the scripts that read memory; harmless for the others.
    const child = spawn(process.execPath, ['--expose-gc', join(dir, `${name}.mjs`)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => {
      err += d
      // Progress lines go through as they come, so a long run shows what it is doing.
      process.stderr.write(d)
    })
    const timer = setTimeout(() => {
      err += `\n${name}: killed after ${timeoutS} s`
      child.kill('SIGKILL')
    }, timeoutS * 1000)
    child.on('close', (code) => {
      clearTimeout(timer)
      const line = out.split('\n').find((l) => l.startsWith('@@bench '))
      const rows = line ? JSON.parse(line.slice(8)).rows : null
      resolve({ name, code, rows, out, err, seconds: (Date.now() - started) / 1000 })
    })
  })
}

const results = []
for (const script of scripts) {
  process.stderr.write(`\n== ${script.name}\n`)
  const result = await run(script)
  results.push(result)
  if (!result.rows) {
    process.stderr.write(`${script.name}: exited ${result.code} without a result line\n`)
    if (result.out.trim()) console.log(`--- ${script.name} output ---\n${result.out.trim()}\n`)
  }
}

const cell = (v) => (v === null || v === undefined ? '' : String(v))
const lines = [
  '| figure | value | reference (same run) | ratio | goal | result |',
  '| --- | --- | --- | --- | --- | --- |',
]
for (const { name, rows, code, seconds } of results) {
  if (!rows) {
    lines.push(`| ${name} | (no result: exit ${code} after ${seconds.toFixed(0)} s) | | | | FAIL |`)
    continue
  }
  for (const r of rows) {
    const value = r.value === null ? 'n/a' : `${r.value} ${r.unit ?? ''}`.trim()
    const reference =
      r.reference === null || r.reference === undefined ? cell(r.refUnit) : `${r.reference} ${r.refUnit ?? ''}`.trim()
    const verdict = r.pass === true ? 'pass' : r.pass === false ? 'FAIL' : ''
    lines.push(
      `| ${r.figure} | ${value} | ${reference} | ${cell(r.ratio)} | ${cell(r.goal)} | ${verdict}${r.note ? ` (${r.note})` : ''} |`,
    )
  }
}
console.log(lines.join('\n'))
console.log(`\ntotal ${results.reduce((a, r) => a + r.seconds, 0).toFixed(0)} s`)
process.exitCode = results.every((r) => r.rows) ? 0 : 1
