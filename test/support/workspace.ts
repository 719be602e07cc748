import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const root = fileURLToPath(new URL('../../', import.meta.url))

export interface Manifest {
  name: string
  version: string
  private?: boolean
  bin?: Record<string, string>
  exports?: Record<string, string | Record<string, string>>
  files?: string[]
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  [field: string]: unknown
}

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest

/** Every workspace package by name, with the folder it lives in (relative to the root). */
export function workspacePackages(): Map<string, { dir: string; manifest: Manifest }> {
  const packages = new Map<string, { dir: string; manifest: Manifest }>()
  for (const pattern of readManifest(root).workspaces as string[]) {
    const parent = pattern.replace(/\/\*$/, '')
    for (const entry of readdirSync(join(root, parent), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const dir = `${parent}/${entry.name}`
      const manifest = readManifest(join(root, dir))
      packages.set(manifest.name, { dir, manifest })
    }
  }
  return packages
}

/** The workspace packages `roots` need at run time: themselves, and every one their dependencies and peers name. */
export function reachedFrom(roots: string[]): string[] {
  const packages = workspacePackages()
  const reached = new Set<string>()
  const visit = (name: string) => {
    if (reached.has(name)) return
    const found = packages.get(name)
    if (!found) throw new Error(`${name} is not a workspace package`)
    reached.add(name)
    const { dependencies = {}, peerDependencies = {} } = found.manifest
    for (const dependency of Object.keys({ ...dependencies, ...peerDependencies }))
      if (packages.has(dependency)) visit(dependency)
  }
  for (const name of roots) visit(name)
  return [...reached].sort()
}

/** `npm pack`s the named workspace packages into `destination`; the tarballs' paths by package name. */
export async function pack(names: string[], destination: string): Promise<Map<string, string>> {
  const packages = workspacePackages()
  const workspaces = names.flatMap((name) => ['--workspace', packages.get(name)!.dir])
  const { stdout } = await promisify(execFile)(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...workspaces],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  )
  const packed = JSON.parse(stdout) as { name: string; filename: string }[]
  return new Map(packed.map(({ name, filename }) => [name, join(destination, filename)]))
}
