import { expect, test } from 'vitest'
import { driverPackages } from '../../packages/core/src/store/drivers.js'
import { brokerPackages } from '../../packages/core/src/transports/brokers.js'
import { readManifest, root, workspacePackages } from '../support/workspace.js'

// What `npm publish` would put on the registry, checked on every package that is not private.
const workspace = workspacePackages()
const published = [...workspace.values()].filter(({ manifest }) => !manifest.private)
const rootManifest = readManifest(root)

test.each(published.map(({ dir, manifest }) => [manifest.name, dir, manifest] as const))(
  '%s is complete for publishing',
  (_, dir, manifest) => {
    expect(manifest.files).toContain('dist')
    expect(manifest.license).toBe('MIT')
    expect(manifest.engines).toEqual(rootManifest.engines)
    expect(manifest.repository).toEqual({ ...(rootManifest.repository as object), directory: dir })
    expect(manifest.sideEffects === false || Array.isArray(manifest.sideEffects)).toBe(true)
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (typeof target === 'string') {
        // a file served as it is (a JSON document, the dashboard's assets), not a module with types
        expect(target, subpath).not.toMatch(/\.js$/)
        continue
      }
      // `types` first: TypeScript takes the first condition that matches
      expect(Object.keys(target)[0], subpath).toBe('types')
      expect(target.types, subpath).toMatch(/^\.\/dist\/.+\.d\.ts$/)
      expect(target.import, subpath).toMatch(/^\.\/dist\/.+\.js$/)
    }
    // each package of ours it needs at run time is the version the workspace holds, so the tarballs fit together
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies }))
      if (workspace.has(name)) expect(range, name).toBe(workspace.get(name)!.manifest.version)
  },
)

test('every store and broker client core imports on first use is an optional peer dependency of it', () => {
  const core = workspace.get('@sessionkit/core')!.manifest
  for (const name of new Set([...Object.values(driverPackages), ...Object.values(brokerPackages)])) {
    expect(core.peerDependencies?.[name], name).toBeDefined()
    expect(core.peerDependenciesMeta?.[name]?.optional, name).toBe(true)
  }
})

test('the server runs its command from dist, and the default store it opens has its driver as a dependency', () => {
  const server = workspace.get('@sessionkit/server')!.manifest
  expect(server.bin).toEqual({ sessionkit: './dist/cli.js' })
  expect(server.sideEffects).toEqual(['./dist/cli.js'])
  expect(server.dependencies?.sqlite3).toBeDefined()
})
