import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { environment } from '../../packages/server/src/environment.js'
import { type Ran, reported, run } from './run.js'
import { startScopeRegistry } from './scope-registry.js'
import { pack, reachedFrom, readManifest, root, workspacePackages } from '../support/workspace.js'

/**
 * What a team gets from `npm install`: every package the server and the adapters reach (and the typed client),
 * packed with `npm pack`, installed into an empty project outside the workspace with the third-party packages from
 * the npm registry, and used there as a user would, on the Node that runs this file (`.ci/run` runs it on 20 and 24).
 */
const workspace = workspacePackages()
const roots = [
  '@sessionkit/server',
  '@sessionkit/client',
  ...[...workspace.values()].filter(({ dir }) => dir.startsWith('adapters/')).map(({ manifest }) => manifest.name),
]
const packed = reachedFrom(roots)
const apiKey = 'sk_packed_consumer'

let dir: string
let consumer: string
let tarballs: Map<string, string>
let registry: Awaited<ReturnType<typeof startScopeRegistry>>
let sandbox: ChildProcess | null = null

/** The folder holding include/node of the Node running this file: native modules build against its own headers. */
async function nodeHeaders(): Promise<string> {
  const prefix = dirname(dirname(process.execPath))
  const header = join(prefix, 'include', 'node', 'node_version.h')
  const text = await readFile(header, 'utf8').catch(() => {
    throw new Error(`${process.execPath} has no headers at ${header}: native modules could not be built for it`)
  })
  const part = (name: string) => text.match(new RegExp(`#define NODE_${name}_VERSION (\\d+)`))?.[1]
  const headers = `v${part('MAJOR')}.${part('MINOR')}.${part('PATCH')}`
  if (headers !== process.version) throw new Error(`${header} is for ${headers}, not for ${process.version}`)
  return prefix
}

/** A version range the workspace itself uses for a third-party package, so the consumer gets the same line. */
function workspaceRange(name: string): string {
  for (const { manifest } of [{ manifest: readManifest(root) }, ...workspace.values()]) {
    const range = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]
    if (range) return `${name}@${range}`
  }
  throw new Error(`no workspace package names ${name}`)
}

let env: NodeJS.ProcessEnv

beforeAll(async () => {
  for (const name of packed) {
    const built = join(root, workspace.get(name)!.dir, 'dist')
    await stat(built).catch(() => {
      throw new Error(`${built} is missing: build first (npm run test:packed does)`)
    })
  }
  dir = await mkdtemp(join(tmpdir(), 'sessionkit-packed-'))
  consumer = join(dir, 'consumer')
  tarballs = await pack(packed, dir)
  registry = await startScopeRegistry()
  await cp(join(root, 'test/packed/consumer'), consumer, { recursive: true })
  await writeFile(
    join(consumer, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' })}\n`,
  )
  // `yes=false`: npx runs the installed command or nothing, never a package of the same name from the registry.
  await writeFile(join(consumer, '.npmrc'), `@sessionkit:registry=${registry.url}\nyes=false\n`)
  env = { ...process.env, npm_config_nodedir: await nodeHeaders() }
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...tarballs.values(),
      workspaceRange('express'),
      workspaceRange('typescript'),
      workspaceRange('@types/node'),
      workspaceRange('@types/express'),
    ],
    { cwd: consumer, env },
  )
  // The programs are TypeScript, compiled as a user's would be (module nodenext, strict), so the packages' `types`
  // are what they are checked against; skipLibCheck as Baileys' own declarations do not compile under nodenext.
  await run(join(consumer, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: consumer, env })
}, 600_000)

afterAll(async () => {
  if (sandbox && sandbox.exitCode === null && sandbox.signalCode === null) {
    sandbox.kill('SIGKILL')
    await once(sandbox, 'exit')
  }
  await registry?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

test('every @sessionkit package the consumer installed is one of the packed tarballs, none from a registry', async () => {
  const lock = JSON.parse(await readFile(join(consumer, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; resolved?: string; integrity?: string }>
  }
  const ours = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/@sessionkit\//.test(path))
  const tarballFor = (path: string) => tarballs.get(path.slice(path.lastIndexOf('@sessionkit/')))
  expect(ours.map(([path]) => path).sort()).toEqual(packed.map((name) => `node_modules/${name}`))
  for (const [path, entry] of ours) {
    expect(entry.resolved, path).toBe(`file:../${tarballFor(path)!.slice(dir.length + 1)}`)
    expect(entry.integrity, path).toMatch(/^sha512-/)
  }
})

test('each installed package holds every file its exports, types and bin name', async () => {
  for (const name of packed) {
    const installed = join(consumer, 'node_modules', name)
    const manifest = readManifest(installed)
    const targets = [
      ...Object.values(manifest.exports ?? {}).flatMap((target) =>
        typeof target === 'string' ? [target] : Object.values(target),
      ),
      ...Object.values(manifest.bin ?? {}),
    ].filter((target) => !target.includes('*'))
    for (const target of targets)
      await expect(stat(join(installed, target)), `${name}: ${target}`).resolves.toBeTruthy()
  }
})

test('the consumer runs on the Node that runs this file, with sqlite3 built at install against its headers', async () => {
  expect((await run('node', ['--version'], { cwd: consumer, env })).stdout.trim()).toBe(process.version)
  const config = await readFile(join(consumer, 'node_modules/sqlite3/build/config.gypi'), 'utf8')
  expect(config).toContain(`"nodedir": "${env.npm_config_nodedir}"`)
})

test('the library: a SessionEngine on SQLite pairs with a phone of the simulator package and sends it a text', async () => {
  const result = reported<{ phoneJid: string; status: string; received: string }>(
    await run(process.execPath, ['build/library.js', dir], { cwd: consumer, env, timeoutMs: 50_000 }),
  )
  expect(result).toEqual({
    phoneJid: '15550400100@s.whatsapp.net',
    status: 'sent',
    received: 'Sent from the packed tarballs',
  })
  await expect(stat(join(dir, 'library.sqlite'))).resolves.toBeTruthy()
})

test('Express: the API mounted with @sessionkit/express creates and lists sessions and refuses a missing key', async () => {
  const result = reported(await run(process.execPath, ['build/express.js'], { cwd: consumer, env, timeoutMs: 50_000 }))
  expect(result).toEqual({
    created: 201,
    listed: ['packed'],
    refused: 401,
    refusedAs: 'application/problem+json',
  })
})

test('npx sessionkit --help lists every environment variable with its default; --version is the package version', async () => {
  const help = await run('npx', ['sessionkit', '--help'], { cwd: consumer, env })
  for (const [name, variable] of Object.entries(environment))
    expect(help.stdout).toContain(`  ${name} (default: ${variable.default})\n`)
  const version = await run('npx', ['sessionkit', '--version'], { cwd: consumer, env })
  expect(version.stdout.trim()).toBe(readManifest(join(root, 'packages/server')).version)
  const unknown: Ran = await run('npx', ['sessionkit', 'serve'], { cwd: consumer, env, ok: false })
  expect(unknown.code).toBe(2)
  expect(unknown.stderr).toContain('sessionkit: unknown command "serve"')
})

test('sessionkit sandbox answers on its default SQLite store, and the typed client pairs a phone and sends through it', async () => {
  const data = join(dir, 'sandbox-data')
  await mkdir(data)
  sandbox = spawn(join(consumer, 'node_modules/.bin/sessionkit'), ['sandbox'], {
    cwd: consumer,
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SESSIONKIT_API_KEY: apiKey,
      SESSIONKIT_DATA_DIR: data,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(sandbox, 'exit')
  const url = await new Promise<string>((resolve, reject) => {
    sandbox!.once('exit', (code) => reject(new Error(`sessionkit sandbox exited with ${code} before listening`)))
    createInterface({ input: sandbox!.stdout! }).on('line', (line) => {
      const listening = line.match(/^sessionkit listening on (http:\/\/\S+)\/api\/v1/)
      if (listening) resolve(listening[1]!)
    })
  })
  const result = reported(
    await run(process.execPath, ['build/client.js', url, apiKey], { cwd: consumer, env, timeoutMs: 50_000 }),
  )
  expect(result).toEqual({ connected: true, receiptFor: true, received: 'Sent through the packed client' })
  await expect(stat(join(data, 'sessionkit.sqlite'))).resolves.toBeTruthy()

  sandbox.kill('SIGTERM')
  expect(await exited).toEqual([0, null])
})
