// Where a V8 CPU profile's time goes, in the shape bench/RESULTS.md records: `node bench/lib/profile-summary.mjs
// <file.cpuprofile> [--top N] [--inclusive name,name...] [--from s] [--to s]` (a window of the profile, in
// seconds from its start). Prints the share of the profile's time of idle, GC and program; the self time of each
// package (the innermost frame's node_modules package, sessionkit's own packages by their folder, `node:` for
// Node's internals); each sample charged to its owner, the innermost JavaScript package on its stack (Node's
// internals and native code, such as a socket write, a SQLite call or a stack trace's formatting, are charged to
// whoever called them); the top frames by self time; and the inclusive time of each function named in --inclusive
// (every sample with it anywhere on the stack, counted once).
import { readFileSync } from 'node:fs'

/** The package a frame's URL belongs to. */
export function packageOf(url) {
  if (!url) return '(native)'
  if (url.startsWith('node:')) return 'node:'
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const own = url.match(/\/(packages|adapters)\/([^/]+)\//)
  if (own) return `sessionkit ${own[2]}`
  if (url.includes('/bench/')) return 'bench'
  return url
}

/** Sample counts by self frame, package and named inclusive functions, with each sample's duration. */
export function summarize(profile, inclusiveNames = [], { from = 0, to = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const weight = new Map()
  const { samples, timeDeltas } = profile
  // A sample's time is the delta to the next sample (V8's own convention in DevTools).
  let at = profile.startTime
  let total = 0
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i]
    const s = (at - profile.startTime) / 1e6
    if (s < from || s >= to) continue
    const dt = (timeDeltas[i + 1] ?? 0) / 1000
    total += dt
    weight.set(samples[i], (weight.get(samples[i]) ?? 0) + dt)
  }
  const self = new Map()
  const packages = new Map()
  const inclusive = new Map(inclusiveNames.map((name) => [name, 0]))
  const owners = new Map()
  const ownerOf = new Map()
  const owner = (id) => {
    let found = ownerOf.get(id)
    if (found !== undefined) return found
    const own = packageOf(byId.get(id).callFrame.url)
    const up = parent.get(id)
    found = own !== 'node:' && own !== '(native)' ? own : up === undefined ? null : owner(up)
    ownerOf.set(id, found)
    return found
  }
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)
  for (const [id, ms] of weight) {
    const { callFrame } = byId.get(id)
    const frame = `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`
    add(self, frame, ms)
    const special = ['(idle)', '(garbage collector)', '(program)'].includes(callFrame.functionName)
    add(packages, special ? callFrame.functionName : packageOf(callFrame.url), ms)
    add(owners, special ? callFrame.functionName : (owner(id) ?? packageOf(callFrame.url)), ms)
    if (inclusiveNames.length === 0) continue
    const seen = new Set()
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at).callFrame.functionName
      if (inclusive.has(name) && !seen.has(name)) {
        seen.add(name)
        add(inclusive, name, ms)
      }
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1])
  return { total, self: sorted(self), packages: sorted(packages), owners: sorted(owners), inclusive: sorted(inclusive) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...rest] = process.argv.slice(2)
  const option = (name, fallback) => {
    const at = rest.indexOf(name)
    return at >= 0 ? rest[at + 1] : fallback
  }
  const top = Number(option('--top', 25))
  const names = option('--inclusive', '').split(',').filter(Boolean)
  const window = { from: Number(option('--from', 0)), to: Number(option('--to', Infinity)) }
  const { total, self, packages, owners, inclusive } = summarize(JSON.parse(readFileSync(file, 'utf8')), names, window)
  const line = ([key, ms]) => `${ms.toFixed(0).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`
  console.log(`${file}: ${(total / 1000).toFixed(1)} s profiled`)
  console.log('-- by package (self) --')
  for (const entry of packages.slice(0, top)) console.log(line(entry))
  console.log('-- by owner (innermost JavaScript package on the stack) --')
  for (const entry of owners.slice(0, top)) console.log(line(entry))
  console.log('-- top frames (self) --')
  for (const entry of self.slice(0, top)) console.log(line(entry))
  if (inclusive.length) {
    console.log('-- inclusive --')
    for (const entry of inclusive) console.log(line(entry))
  }
}
