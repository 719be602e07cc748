import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const script = fileURLToPath(new URL('../../bench/soak.mjs', import.meta.url))

interface SoakReport {
  ok: boolean
  zombies: { sessionId: string; state: string; history: string[] }[]
  messages: {
    sessionsSent: number
    phonesSent: number
    lostToPhones: number
    lostToSessions: number
    duplicatesAtSessions: number
    deliveryReceipts: { relayedToSessions: number; unreported: number }
  }
  events: { produced: number; lost: number }
  load: { faults: Record<string, number>; logouts: { repaired: number; deleted: number; failed: number } }
}

/** Runs bench/soak.mjs (on the built packages: npm test builds first) and resolves with its report. */
function soak(args: string[]): Promise<{ code: number | null; report: SoakReport; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (err += d))
    child.once('error', reject)
    child.once('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('@@soak '))
      if (!line) return reject(new Error(`soak printed no report (exit ${code}):\n${err.slice(-4000)}`))
      resolve({ code, report: JSON.parse(line.slice('@@soak '.length)) as SoakReport, output: err })
    })
  })
}

/**
 * The short soak: a few sessions for about a minute through every fault the simulator injects (drops, stream
 * errors, refused connections, slow replies, logouts from the phone then pairing again or deleting), with messages
 * both ways, group churn, calls, and a webhook receiver that answers 500 a fifth of the time. What users rely on:
 * once the faults stop every session is connected again, every message the server acknowledged reached its phone,
 * every message a phone sent reached its session once, every delivery receipt was reported, and every event reached
 * the webhook.
 */
it('a short soak leaves no zombie and loses no message, no receipt and no event', { timeout: 600_000 }, async () => {
  const { code, report, output } = await soak(['--seconds', '70', '--sessions', '4'])
  const failure = `${JSON.stringify({ zombies: report.zombies, messages: report.messages, events: report.events })}\n${output.slice(-3000)}`
  // The schedule went round once at least: every fault kind was injected.
  for (const [kind, count] of Object.entries(report.load.faults)) expect(count, `fault ${kind}`).toBeGreaterThan(0)
  expect(report.load.logouts.failed, failure).toBe(0)
  expect(report.load.logouts.repaired).toBeGreaterThan(0)
  expect(report.load.logouts.deleted).toBeGreaterThan(0)
  expect(report.zombies, failure).toEqual([])
  expect(report.messages.sessionsSent).toBeGreaterThan(0)
  expect(report.messages.phonesSent).toBeGreaterThan(0)
  expect(report.messages.lostToPhones, failure).toBe(0)
  expect(report.messages.lostToSessions, failure).toBe(0)
  // a text WhatsApp sent again after a lost receipt (the lost uplink) is not reported a second time
  expect(report.messages.duplicatesAtSessions, failure).toBe(0)
  // every delivery receipt the server relayed to a session became a message.receipt
  expect(report.messages.deliveryReceipts.relayedToSessions).toBeGreaterThan(0)
  expect(report.messages.deliveryReceipts.unreported, failure).toBe(0)
  expect(report.events.produced).toBeGreaterThan(0)
  expect(report.events.lost, failure).toBe(0)
  expect(report.ok).toBe(true)
  expect(code).toBe(0)
})
