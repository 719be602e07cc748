import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/**
 * Runs a Node script in a child process, handing each line it prints to `onLine` (the crash tests' children
 * report what they acknowledged, line by line), with a cleanup that kills it if it still runs and waits for it.
 */
export function runChild(
  script: string,
  args: string[],
  onLine: (line: string) => void,
  cleanups: (() => Promise<unknown>)[],
): { process: ChildProcess; exited: Promise<NodeJS.Signals | number | null> } {
  const proc = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
  createInterface({ input: proc.stdout! }).on('line', onLine)
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    proc.on('exit', (code, signal) => resolve(signal ?? code)),
  )
  cleanups.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL')
    await exited
  })
  return { process: proc, exited }
}
