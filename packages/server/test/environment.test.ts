import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { environment, startStandaloneServer } from '../src/index.js'
import { helpText } from '../src/help.js'

const names = Object.keys(environment)

/** The environment as given, recording every name the server asks it for. */
function recording(values: Record<string, string>) {
  const asked = new Set<string>()
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') asked.add(name)
      return Reflect.get(target, name)
    },
    has(target, name) {
      if (typeof name === 'string') asked.add(name)
      return Reflect.has(target, name)
    },
  })
  return { env, asked }
}

test.each([
  ['a production start', false],
  ['the sandbox', true],
])('%s reads no variable that is not in the table --help prints', async (_, sandbox) => {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-environment-'))
  const { env, asked } = recording({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SESSIONKIT_DATA_DIR: dir,
    SESSIONKIT_STORE: 'memory://',
  })
  const server = await startStandaloneServer(env, { sandbox, out: () => undefined })
  try {
    expect([...asked].filter((name) => !names.includes(name))).toEqual([])
    expect([...asked].sort()).toEqual([...names].sort())
  } finally {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  }
})

test('--help names every variable with its default and what it sets', () => {
  const help = helpText('1.2.3')
  expect(help).toContain('sessionkit 1.2.3')
  for (const [name, variable] of Object.entries(environment)) {
    expect(help).toContain(`  ${name} (default: ${variable.default})\n      ${variable.meaning}\n`)
  }
})

test('docs/configuration.md lists every variable, and only those, with the default --help prints', async () => {
  const page = await readFile(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
  const rows = page
    .split('\n')
    .filter((line) => /^\| `[A-Z0-9_]+` +\|/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim().replaceAll('`', '')))
    .map(([, name, shown]) => [name, shown])
  expect(rows).toEqual(Object.entries(environment).map(([name, variable]) => [name, variable.default]))
})

test('a switch that is neither true nor false is refused before anything starts, naming the variable', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-environment-'))
  try {
    for (const name of ['SESSIONKIT_RATE_LIMITS', 'SESSIONKIT_ALLOW_PRIVATE_NETWORK', 'SESSIONKIT_MESSAGE_STORE'])
      await expect(
        startStandaloneServer({ PORT: '0', SESSIONKIT_DATA_DIR: dir, [name]: 'maybe' }, { out: () => undefined }),
      ).rejects.toThrow(`${name} must be true or false, not "maybe"`)
    // Nothing was written: not even the generated key.
    await expect(readFile(join(dir, 'api-key'))).rejects.toMatchObject({ code: 'ENOENT' })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})

test('every switch spelling the help promises is taken, in any case', async () => {
  const read = (text: string) => environment.SESSIONKIT_SEND_PACING.read(text, 'SESSIONKIT_SEND_PACING')
  expect(['1', 'true', 'YES', 'On'].map(read)).toEqual([true, true, true, true])
  expect(['0', 'false', 'No', 'OFF'].map(read)).toEqual([false, false, false, false])
  expect(read('')).toBe(true)
})
