import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

const child = fileURLToPath(new URL('./fixtures/session-close-child.mjs', import.meta.url))

/**
 * Closes a Signal session in a process of its own beside a started engine or simulator (`dist`, built), and
 * checks its whole output, which is what an operator's logs or a sandbox's terminal get: no session record (its
 * private keys) printed by libsignal, while the host's own console still prints.
 */
export async function expectSessionCloseQuiet(dist: string, host: 'engine' | 'simulator'): Promise<void> {
  const { stdout, stderr } = await printedBy(child, [dist, host])
  expect(stdout).toContain('closed sessions: 1')
  expect(stderr).toContain('host stderr still printed')
  for (const output of [stdout, stderr]) {
    expect(output).not.toMatch(/privKey|rootKey|chainKey/)
    expect(output).not.toMatch(/Closing session/)
  }
}

/** What a child script given the built package (`args[0]`) printed, once it exited 0. */
export async function printedBy(script: string, args: [dist: string, ...rest: string[]]) {
  const dist = args[0]
  expect(existsSync(dist), `${dist} is missing: run "npm run build" (npm test does) before this test`).toBe(true)
  const proc = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve))
  expect(code, stderr).toBe(0)
  return { stdout, stderr }
}
