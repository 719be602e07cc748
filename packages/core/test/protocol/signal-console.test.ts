import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { expectSessionCloseQuiet, printedBy } from '../../../../test/support/signal-console.js'

const prints = fileURLToPath(new URL('./fixtures/signal-prints-child.mjs', import.meta.url))
const dist = fileURLToPath(new URL('../../dist/index.js', import.meta.url))

test('closing a Signal session prints no key material to stdout or stderr, and the host console still prints', async () => {
  await expectSessionCloseQuiet(dist, 'engine')
})

test("libsignal's async diagnostics (a session replaced, a Bad MAC) go to the engine's logger at debug, not to stdout or stderr", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-signal-prints-'))
  try {
    const logPath = join(dir, 'engine.log')
    const { stdout, stderr } = await printedBy(prints, [dist, logPath])
    expect(stdout).toContain('altered message: SessionError')
    expect(stderr).toContain('host stderr still printed')
    for (const output of [stdout, stderr])
      expect(output).not.toMatch(/Closing open session|Session error|Bad MAC|node_modules/)
    const logged = (await readFile(logPath, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; component?: string; msg: string })
      .filter((line) => line.component === 'libsignal')
    expect(logged.every((line) => line.level === 20)).toBe(true)
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'Closing open session in favor of incoming prekey bundle',
        expect.stringMatching(/^Session error:Error: Bad MAC/),
      ]),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
