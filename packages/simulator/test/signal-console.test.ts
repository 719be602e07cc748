import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const child = fileURLToPath(new URL('./fixtures/session-close-child.mjs', import.meta.url))
const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url))

test("a simulator process prints no Signal session (private keys) when libsignal closes one, as the engine's does not", async () => {
  // A process of its own: its whole output is what a test run or the sandbox's terminal gets.
  expect(existsSync(dist), `${dist} is missing: run "npm run build" (npm test does) before this test`).toBe(true)
  const proc = spawn(process.execPath, [child, dist], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  proc.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve))
  expect(code, stderr).toBe(0)
  expect(stdout).toContain('closed sessions: 1')
  expect(stderr).toContain('host stderr still printed')
  for (const output of [stdout, stderr]) {
    expect(output).not.toMatch(/privKey|rootKey|chainKey/)
    expect(output).not.toMatch(/Closing session/)
  }
})
