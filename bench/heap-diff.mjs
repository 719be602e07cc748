// What a process's heap gained between two snapshots of it (`--heap-snapshots DIR` of bench/soak.mjs writes two):
// `node --max-old-space-size=12000 bench/heap-diff.mjs BEFORE.heapsnapshot AFTER.heapsnapshot [--name Set]
// [--depth 8] [--top 15]`. V8 keeps an object's snapshot id for the life of the process, so the objects of AFTER whose
// id BEFORE lacks are the ones made since (and still alive). Prints the net growth by constructor, those objects by
// constructor (count, self size), and for
// the constructors named by --name (default: the three that grew most) the paths that keep them alive: from each
// object, the retainer nearest the GC roots (not through the lists of timers), up --depth steps, grouped and counted.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string', multiple: true }, depth: { type: 'string' }, top: { type: 'string' } },
})
if (positionals.length !== 2) {
  process.stderr.write('usage: node bench/heap-diff.mjs BEFORE.heapsnapshot AFTER.heapsnapshot [--name C]\n')
  process.exit(2)
}
const depth = Number(values.depth ?? 8)
const top = Number(values.top ?? 15)

function load(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'))
  const meta = raw.snapshot.meta
  const nodeFields = meta.node_fields.length
  const edgeFields = meta.edge_fields.length
  const field = (name) => meta.node_fields.indexOf(name)
  const edgeField = (name) => meta.edge_fields.indexOf(name)
  return {
    nodes: raw.nodes,
    edges: raw.edges,
    strings: raw.strings,
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
    nodeFields,
    edgeFields,
    count: raw.nodes.length / nodeFields,
    f: {
      type: field('type'),
      name: field('name'),
      id: field('id'),
      size: field('self_size'),
      edges: field('edge_count'),
    },
    e: { type: edgeField('type'), name: edgeField('name_or_index'), to: edgeField('to_node') },
  }
}

/** The snapshot's object ids, and its count and self size per constructor (`(type)` for what is not an object). */
function census(snap) {
  const ids = new Set()
  const totals = new Map()
  for (let i = 0; i < snap.count; i++) {
    const at = i * snap.nodeFields
    ids.add(snap.nodes[at + snap.f.id])
    const type = snap.nodeTypes[snap.nodes[at + snap.f.type]]
    const name = type === 'object' || type === 'native' ? snap.strings[snap.nodes[at + snap.f.name]] : `(${type})`
    const total = totals.get(name) ?? { count: 0, size: 0 }
    total.count++
    total.size += snap.nodes[at + snap.f.size]
    totals.set(name, total)
  }
  return { ids, totals }
}

const { ids: before, totals: beforeTotals } = census(load(positionals[0]))
const after = load(positionals[1])
const { totals: afterTotals } = census(after)
const { nodes, edges, strings, nodeFields, edgeFields, f, e } = after
const typeOf = (i) => after.nodeTypes[nodes[i * nodeFields + f.type]]
const nameOf = (i) => {
  const type = typeOf(i)
  const name = strings[nodes[i * nodeFields + f.name]]
  return type === 'object' || type === 'native' ? name : `(${type})`
}

// first edge index of each node, and each node's retainers (node index, edge index)
const firstEdge = new Uint32Array(after.count + 1)
for (let i = 0, edge = 0; i < after.count; i++) {
  firstEdge[i] = edge
  edge += nodes[i * nodeFields + f.edges] * edgeFields
}
firstEdge[after.count] = edges.length
const weak = after.edgeTypes.indexOf('weak')
const retainerCount = new Uint32Array(after.count + 1)
for (let i = 0; i < after.count; i++)
  for (let x = firstEdge[i]; x < firstEdge[i + 1]; x += edgeFields)
    if (edges[x + e.type] !== weak) retainerCount[edges[x + e.to] / nodeFields + 1]++
for (let i = 1; i <= after.count; i++) retainerCount[i] += retainerCount[i - 1]
const retainers = new Uint32Array(retainerCount[after.count])
const retainerEdges = new Uint32Array(retainerCount[after.count])
const filled = new Uint32Array(after.count)
for (let i = 0; i < after.count; i++)
  for (let x = firstEdge[i]; x < firstEdge[i + 1]; x += edgeFields) {
    if (edges[x + e.type] === weak) continue
    const to = edges[x + e.to] / nodeFields
    const slot = retainerCount[to] + filled[to]++
    retainers[slot] = i
    retainerEdges[slot] = x
  }

// A timer is reached from the root through the event loop's lists of timers, which say nothing of who made it: its
// neighbours in those lists are not its owners.
const timerLinks = new Set(['_idlePrev', '_idleNext'].map((name) => strings.indexOf(name)).filter((n) => n >= 0))
const isTimerLink = (x) => {
  const type = after.edgeTypes[edges[x + e.type]]
  return type !== 'element' && type !== 'hidden' && timerLinks.has(edges[x + e.name])
}

// distance from the root (node 0) over strong edges, timer lists left out: the path shown climbs toward the root
const distance = new Uint32Array(after.count).fill(0xffffffff)
distance[0] = 0
let queue = [0]
while (queue.length) {
  const next = []
  for (const i of queue)
    for (let x = firstEdge[i]; x < firstEdge[i + 1]; x += edgeFields) {
      if (edges[x + e.type] === weak || isTimerLink(x)) continue
      const to = edges[x + e.to] / nodeFields
      if (distance[to] !== 0xffffffff) continue
      distance[to] = distance[i] + 1
      next.push(to)
    }
  queue = next
}

function edgeLabel(x) {
  const type = after.edgeTypes[edges[x + e.type]]
  const name = edges[x + e.name]
  // indices are left out, so that the members of one array or map group together
  if (type === 'element') return '[]'
  if (type === 'hidden') return '[hidden]'
  // an internal array's slots are named by their index
  return /^\d+$/.test(strings[name]) ? '[]' : strings[name]
}

function pathOf(i) {
  const steps = []
  let at = i
  for (let step = 0; step < depth && at !== 0; step++) {
    let best = -1
    for (let r = retainerCount[at]; r < retainerCount[at + 1]; r++) {
      if (isTimerLink(retainerEdges[r])) continue
      if (best < 0 || distance[retainers[r]] < distance[retainers[best]]) best = r
    }
    if (best < 0) break
    steps.push(`${nameOf(retainers[best])}.${edgeLabel(retainerEdges[best])}`)
    at = retainers[best]
  }
  return steps.join(' <- ')
}

const fresh = new Map()
for (let i = 0; i < after.count; i++) {
  if (before.has(nodes[i * nodeFields + f.id])) continue
  const name = nameOf(i)
  const entry = fresh.get(name) ?? { count: 0, size: 0, nodes: [] }
  entry.count++
  entry.size += nodes[i * nodeFields + f.size]
  entry.nodes.push(i)
  fresh.set(name, entry)
}
// Net growth: what the second holds more of than the first (objects made since include replacements of freed ones).
const growth = [...afterTotals.entries()]
  .map(([name, total]) => {
    const was = beforeTotals.get(name) ?? { count: 0, size: 0 }
    return [name, { count: total.count - was.count, size: total.size - was.size }]
  })
  .sort((a, b) => b[1].size - a[1].size)
console.log(`net growth by constructor (top ${top} by size):`)
for (const [name, { count, size }] of growth.slice(0, top))
  console.log(`  ${(size / 1024).toFixed(1).padStart(9)} KB  ${String(count).padStart(7)}  ${name}`)
const bySize = [...fresh.entries()].sort((a, b) => b[1].size - a[1].size)
console.log(`\nobjects made between the snapshots and alive in the second, by constructor (top ${top} by size):`)
for (const [name, { count, size }] of bySize.slice(0, top))
  console.log(`  ${(size / 1024).toFixed(1).padStart(9)} KB  ${String(count).padStart(7)}  ${name}`)
const named = values.name ?? bySize.slice(0, 3).map(([name]) => name)
for (const name of named) {
  const entry = fresh.get(name)
  if (!entry) continue
  const paths = new Map()
  for (const i of entry.nodes) {
    const path = pathOf(i)
    const found = paths.get(path) ?? { count: 0, size: 0 }
    found.count++
    found.size += nodes[i * nodeFields + f.size]
    paths.set(path, found)
  }
  console.log(`\n${name}: ${entry.count} new, kept alive by (nearest-to-root retainer, ${depth} steps up):`)
  for (const [path, { count, size }] of [...paths.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, top))
    console.log(`  ${(size / 1024).toFixed(1).padStart(9)} KB  ${String(count).padStart(6)}  ${path}`)
}
