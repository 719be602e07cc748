// Holds two lines of the codebase (npm run check):
// - no hand-written source file over 500 lines, unless it says why near its top in a line
//   `// size-exemption: <the reason>`;
// - no import cycle among the files of a package's, adapter's or example's src (type-only imports count: a cycle of
//   types still ties the modules' meaning together), found as strongly connected components (Tarjan).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const maxLines = 500
/** Written by a build, not by hand (packages/client: npm run build). */
const generated = new Set(['packages/client/src/openapi-types.ts'])
const exemption = /^\s*\/\/ size-exemption: (.{10,})$/m

const sourceRoots = ['packages', 'adapters', 'examples'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(root, group, name, 'src'))
    .filter((path) => statSync(path, { throwIfNoEntry: false })?.isDirectory()),
)

function filesUnder(folder) {
  const files = []
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) files.push(...filesUnder(path))
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) files.push(path)
  }
  return files
}

const problems = []

for (const folder of sourceRoots) {
  const files = filesUnder(folder)
  for (const file of files) {
    const path = relative(root, file)
    if (generated.has(path)) continue
    const text = readFileSync(file, 'utf8')
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
    if (lines > maxLines && !exemption.test(text.split('\n').slice(0, 30).join('\n')))
      problems.push(
        `${path}: ${lines} lines, over ${maxLines}: split it by responsibility, or say why not near its top in a line "// size-exemption: <reason>"`,
      )
  }
  for (const cycle of importCycles(files))
    problems.push(`import cycle: ${cycle.map((file) => relative(root, file)).join(' -> ')}`)
}

/** The cycles of relative imports among `files`, each as the files of one strongly connected component. */
function importCycles(files) {
  const known = new Set(files)
  const edges = new Map()
  for (const file of files) {
    const targets = []
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = resolve(dirname(file), match[1]).replace(/\.(js|mjs|jsx)$/, '')
      const target = [
        `${base}.ts`,
        `${base}.tsx`,
        `${base}.mts`,
        `${base}.mjs`,
        `${base}.js`,
        join(base, 'index.ts'),
      ].find((candidate) => known.has(candidate))
      if (target) targets.push(target)
    }
    edges.set(file, targets)
  }
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const visit = (file) => {
    index.set(file, counter)
    low.set(file, counter)
    counter += 1
    stack.push(file)
    onStack.add(file)
    for (const target of edges.get(file)) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file), low.get(target)))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)))
    }
    if (low.get(file) !== index.get(file)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || edges.get(file).includes(file)) cycles.push(component.sort())
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return cycles
}

if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\n`)
  process.exit(1)
}
