// What a process's heap gained between two snapshots of it (`--heap-snapshots DIR` of bench/soak.mjs writes two):
// `node --max-old-space-size=12000 bench/heap-diff.mjs BEFORE.heapsnapshot AFTER.heapsnapshot [--name Set]
// [--depth 8] [--top 15] [--owners 4,6,8,10]`. Prints:
// - the net growth by constructor;
// - the net growth by owner: each object's self size is charged to its ancestor at each depth of --owners on the
//   shortest-path tree from the GC roots (strong edges, timer lists left out), the owner named by its path from the
//   root with indices left out, so the 70 sessions' copies of one structure add up; this compares the two snapshots
//   whatever ids V8 gave their objects;
// - the objects of AFTER whose id BEFORE lacks (V8 keeps an object's snapshot id for the life of the process, so
//   these were made since and are still alive), by constructor, and for the constructors named by --name (default:
//   the three that grew most) the paths that keep them alive: from each object, the retainer nearest the GC roots,
//   up --depth steps, grouped and counted.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string', multiple: true },
    depth: { type: 'string' },
    top: { type: 'string' },
    owners: { type: 'string' },
  },
})
if (positionals.length !== 2) {
  process.stderr.write('usage: node bench/heap-diff.mjs BEFORE.heapsnapshot AFTER.heapsnapshot [--name C]\n')
  process.exit(2)
}
const depth = Number(values.depth ?? 8)
const top = Number(values.top ?? 15)
const ownerDepths = (values.owners ?? '4,6,8,10').split(',').map(Number)

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

const nameIn = (snap, i) => {
  const type = snap.nodeTypes[snap.nodes[i * snap.nodeFields + snap.f.type]]
  const name = snap.strings[snap.nodes[i * snap.nodeFields + snap.f.name]]
  return type === 'object' || type === 'native' ? name : `(${type})`
}

function edgeLabelIn(snap, x) {
  const type = snap.edgeTypes[snap.edges[x + snap.e.type]]
  const name = snap.strings[snap.edges[x + snap.e.name]]
  // indices are left out, so that the members of one array or map group together
  if (type === 'element') return '[]'
  if (type === 'hidden') return '[hidden]'
  // an internal array's slots are named by their index; a WeakMap's entries name their objects by snapshot id
  return /^\d+$/.test(name) ? '[]' : name.replace(/@\d+/g, '@')
}

/**
 * Each node's first edge, and the shortest-path tree from the root (node 0) over strong edges, timer lists left out:
 * a timer is reached through the event loop's lists of timers, which say nothing of who made it, so its neighbours
 * in those lists are not its owners.
 */
function shortestPaths(snap) {
  const { nodes, edges, strings, nodeFields, edgeFields, f, e, count } = snap
  const firstEdge = new Uint32Array(count + 1)
  for (let i = 0, edge = 0; i < count; i++) {
    firstEdge[i] = edge
    edge += nodes[i * nodeFields + f.edges] * edgeFields
  }
  firstEdge[count] = edges.length
  const weak = snap.edgeTypes.indexOf('weak')
  const timerLinks = new Set(['_idlePrev', '_idleNext'].map((name) => strings.indexOf(name)).filter((n) => n >= 0))
  const isTimerLink = (x) => {
    const type = snap.edgeTypes[edges[x + e.type]]
    return type !== 'element' && type !== 'hidden' && timerLinks.has(edges[x + e.name])
  }
  const distance = new Uint32Array(count).fill(0xffffffff)
  const parent = new Int32Array(count).fill(-1)
  const via = new Uint32Array(count)
  const order = new Uint32Array(count)
  let reached = 0
  distance[0] = 0
  order[reached++] = 0
  for (let k = 0; k < reached; k++) {
    const i = order[k]
    for (let x = firstEdge[i]; x < firstEdge[i + 1]; x += edgeFields) {
      if (edges[x + e.type] === weak || isTimerLink(x)) continue
      const to = edges[x + e.to] / nodeFields
      if (distance[to] !== 0xffffffff) continue
      distance[to] = distance[i] + 1
      parent[to] = i
      via[to] = x
      order[reached++] = to
    }
  }
  return { firstEdge, weak, isTimerLink, distance, parent, via, order: order.subarray(0, reached) }
}

/**
 * Self sizes charged to owners: each reachable object's to its ancestor `depth` steps from the root (or itself when
 * nearer), the owner named by its path from the root. Per depth of `depths`: Map(path, { count, size }).
 */
function ownerSizes(snap, tree, depths) {
  return depths.map((depth) => {
    const owner = new Int32Array(snap.count).fill(-1)
    const paths = []
    const byStep = new Map()
    const byPath = new Map([['(root)', 0]])
    const sizes = []
    owner[0] = 0
    paths.push('(root)')
    sizes.push({ count: 0, size: 0 })
    for (const i of tree.order) {
      if (i !== 0) {
        const p = tree.parent[i]
        if (tree.distance[i] > depth) owner[i] = owner[p]
        else {
          const label = `${edgeLabelIn(snap, tree.via[i])}:${nameIn(snap, i)}`
          const step = `${owner[p]} ${label}`
          let id = byStep.get(step)
          if (id === undefined) {
            id = paths.length
            // the same path from the root through different parents of one name is one owner
            const path = `${paths[owner[p]]} > ${label}`
            const same = byPath.get(path)
            if (same !== undefined) id = same
            else {
              byPath.set(path, id)
              paths.push(path)
              sizes.push({ count: 0, size: 0 })
            }
            byStep.set(step, id)
          }
          owner[i] = id
        }
      }
      const total = sizes[owner[i]]
      total.count++
      total.size += snap.nodes[i * snap.nodeFields + snap.f.size]
    }
    return new Map(paths.map((path, id) => [path, sizes[id]]))
  })
}

const beforeSnap = load(positionals[0])
const { ids: before, totals: beforeTotals } = census(beforeSnap)
const beforeOwners = ownerSizes(beforeSnap, shortestPaths(beforeSnap), ownerDepths)
const after = load(positionals[1])
const { totals: afterTotals } = census(after)
const afterTree = shortestPaths(after)
const afterOwners = ownerSizes(after, afterTree, ownerDepths)
const { nodes, edges, nodeFields, edgeFields, f, e } = after
const nameOf = (i) => nameIn(after, i)
const { firstEdge, weak, isTimerLink, distance } = afterTree

// each node's retainers (node index, edge index)
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

const edgeLabel = (x) => edgeLabelIn(after, x)

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
ownerDepths.forEach((depth, k) => {
  const rows = [...new Set([...beforeOwners[k].keys(), ...afterOwners[k].keys()])].map((path) => {
    const was = beforeOwners[k].get(path) ?? { count: 0, size: 0 }
    const now = afterOwners[k].get(path) ?? { count: 0, size: 0 }
    return { path, was: was.size, now: now.size, size: now.size - was.size, count: now.count - was.count }
  })
  console.log(`\nnet growth by owner ${depth} steps from the root (top ${top} by size; KB before -> after):`)
  for (const { path, was, now, size, count } of rows.sort((a, b) => b.size - a.size).slice(0, top))
    console.log(
      `  ${(size / 1024).toFixed(1).padStart(9)} KB  ${String(count).padStart(7)}  ${(was / 1024).toFixed(0)} -> ${(now / 1024).toFixed(0)}  ${path}`,
    )
})
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
