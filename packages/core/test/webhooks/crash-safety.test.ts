import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { runChild } from '../../../../test/support/child-process.js'
import { Receiver } from './helpers.js'

const child = fileURLToPath(new URL('./fixtures/outbox-child.mjs', import.meta.url))
const dist = fileURLToPath(new URL('../../dist/index.js', import.meta.url))

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const run = (args: string[], onLine: (line: string) => void) => runChild(child, args, onLine, cleanups)

test('kill -9 in the middle of a burst with a failing receiver loses no acknowledged event', async () => {
  // The child runs the built engine (a real separate process that can be SIGKILLed); `npm test` builds first.
  expect(existsSync(dist), `${dist} is missing: run "npm run build" (npm test does) before this test`).toBe(true)
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-crash-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  const storePath = join(dir, 'store.sqlite')
  const receiver = await Receiver.start(() => 500)
  cleanups.push(() => receiver.close())

  // Phase 1: a burst while every delivery fails, killed without warning once 200 events are acknowledged
  // and the receiver has seen failing attempts.
  const acked: string[] = []
  let reached: () => void
  const enough = new Promise<void>((resolve) => (reached = resolve))
  const burst = run([storePath, receiver.url, 'burst'], (line) => {
    if (!line.startsWith('ack ')) return
    acked.push(line.slice(4))
    if (acked.length >= 200 && receiver.received.length >= 20) reached()
  })
  await receiver.until((received) => received.length >= 20)
  if (acked.length >= 200) reached!()
  await enough
  burst.process.kill('SIGKILL')
  expect(await burst.exited).toBe('SIGKILL')
  const ackedIds = new Set(acked)
  const beforeRestart = receiver.received.length
  expect(ackedIds.size).toBeGreaterThanOrEqual(200)
  expect(beforeRestart).toBeGreaterThan(0)

  // Phase 2: restart on the same store with a healthy receiver: every acknowledged event arrives.
  receiver.respond = () => 200
  const delivered = () =>
    new Set(
      receiver.received.filter((_, index) => index >= beforeRestart).map((d) => String(d.headers['svc-event-id'])),
    )
  const resume = run([storePath, receiver.url, 'resume'], () => undefined)
  await receiver.until(() => {
    const seen = delivered()
    for (const id of ackedIds) if (!seen.has(id)) return false
    return true
  })
  expect([...ackedIds].filter((id) => !delivered().has(id))).toEqual([])
  resume.process.kill('SIGTERM')
  await resume.exited
}, 60_000)

test('a process that only runs the engine stays up until its pending delivery is delivered, then exits', async () => {
  expect(existsSync(dist), `${dist} is missing: run "npm run build" (npm test does) before this test`).toBe(true)
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-keepalive-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  // The first attempt fails, so the delivery waits for its retry (an unref'd timer) with nothing else to do.
  let attempts = 0
  const receiver = await Receiver.start(() => (++attempts === 1 ? 500 : 200))
  cleanups.push(() => receiver.close())
  const acked: string[] = []
  const once = run([join(dir, 'store.sqlite'), receiver.url, 'once'], (line) => {
    if (line.startsWith('ack ')) acked.push(line.slice(4))
  })
  expect(await once.exited).toBe(0)
  expect(acked).toHaveLength(1)
  expect(receiver.received.map((delivery) => delivery.headers['svc-event-id'])).toEqual([acked[0], acked[0]])
}, 30_000)
