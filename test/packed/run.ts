import { type SpawnOptions, spawn } from 'node:child_process'

export interface Ran {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs a command to its end, with what it printed; `ok` fails on a non-zero exit, showing its output. A command
 * still running after `timeoutMs` is killed and fails with what it printed so far, so a hang names its phase
 * instead of surfacing as the test's bare timeout.
 */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { ok?: boolean; timeoutMs?: number } = {},
): Promise<Ran> {
  const { ok = true, timeoutMs, ...spawnOptions } = options
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let timedOut = false
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true
            child.kill('SIGKILL')
          }, timeoutMs)
    const output = () => `\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.once('error', reject)
    child.once('close', (code) => {
      clearTimeout(timer)
      if (timedOut) reject(new Error(`${command} ${args.join(' ')} still ran after ${timeoutMs} ms${output()}`))
      else if (ok && code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}${output()}`))
      else resolve({ code, stdout, stderr })
    })
  })
}

/**
 * The line a program printed after `result `, as JSON: how the consumer's programs report what they saw. Marked, not
 * the last line: the engine's default logger writes to the same stdout, and may still log as the program stops.
 */
export const reported = <T>(ran: Ran): T =>
  JSON.parse(
    ran.stdout
      .split('\n')
      .findLast((line) => line.startsWith('result '))
      ?.slice('result '.length) ?? 'null',
  ) as T
