// Shared by the bench scripts: statistics, the result line run.mjs reads, the simulator child process, and
// engines whose sessions start from credentials provisioned by the simulator (no pairing flow).
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SessionEngine } from '@sessionkit/core'
import { BufferJSON } from '@whiskeysockets/baileys'
import { silent } from './baileys.mjs'

export const benchDir = fileURLToPath(new URL('..', import.meta.url))

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value)

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The one line run.mjs parses from a script's stdout. A row: { figure, value, unit, reference, refUnit,
 * ratio, goal, pass, note }. `pass` is true/false, or null when the figure has no goal of its own.
 */
export function emit(rows) {
  process.stdout.write(`@@bench ${JSON.stringify({ rows })}\n`)
}

export const log = (...args) => process.stderr.write(`${args.join(' ')}\n`)

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `sessionkit-bench-${prefix}-`))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Starts the simulator in a child process; `call(op, args)` runs one of the ops in sim-child.mjs, or of the module
 * `ops` names (a file URL whose default export builds more ops from the simulator).
 */
export async function startSimChild({ ops } = {}) {
  const child = fork(join(benchDir, 'lib', 'sim-child.mjs'), ops ? [ops] : [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const pending = new Map()
  let nextId = 0
  const ready = new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`simulator child exited with ${code}`)))
    child.on('message', (msg) => {
      if (msg.ready) return resolve(msg)
      const waiter = pending.get(msg.id)
      if (!waiter) return
      pending.delete(msg.id)
      if (msg.error) waiter.reject(new Error(msg.error))
      else waiter.resolve(msg.result)
    })
  })
  const { url, rootPublicKey, mediaCa } = await ready
  const call = (op, args) =>
    new Promise((resolve, reject) => {
      const id = ++nextId
      pending.set(id, { resolve, reject })
      child.send({ id, op, args })
    })
  return {
    url,
    rootPublicKey: new Uint8Array(Buffer.from(rootPublicKey, 'base64')),
    /** The CA of the simulator's media host (TLS), for `protocol.mediaCa`. */
    mediaCa,
    pid: child.pid,
    call,
    /**
     * One new companion per entry of `phones`, revived into Baileys' types: `{ creds, preKeys, appStateSyncKeys }`,
     * preKeys being `preKeys` one-time prekeys the simulator already holds for the device (0: none, Baileys uploads
     * on login), appStateSyncKeys the phone's app-state key share (creds' myAppStateKeyId names it).
     */
    async linkedDevices(phones, { preKeys = 0 } = {}) {
      const texts = []
      // Chunked so one IPC message stays small whatever the count.
      for (let i = 0; i < phones.length; i += 50)
        texts.push(...(await call('linkedCredsMany', { phones: phones.slice(i, i + 50), preKeys })))
      return texts.map((text) => JSON.parse(text, BufferJSON.reviver))
    },
    /** Creds only, for a bare socket or an engine that does its own first login. */
    async linkedCreds(phones) {
      return (await this.linkedDevices(phones)).map((d) => d.creds)
    },
    async close() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      call('close').catch(() => undefined)
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Phone numbers that never collide between accounts of one simulator. */
export const phoneNumber = (base, i) => String(base + i)

/**
 * Writes `creds` as paired sessions into an engine's store (before engine.start(), which restores every paired
 * record): the auth collection's `<sessionId>:creds` and a session record, exactly as pairing leaves them.
 */
export async function writePairedSessions(store, entries, now = new Date().toISOString()) {
  const auth = store.collection('auth')
  const sessions = store.collection('sessions')
  for (let i = 0; i < entries.length; i += 200) {
    const batch = entries.slice(i, i + 200)
    await auth.setMany(
      batch.flatMap(({ sessionId, creds, preKeys = {}, appStateSyncKeys = {} }) => [
        { key: `${sessionId}:creds`, value: creds },
        ...Object.entries(preKeys).map(([id, pair]) => ({ key: `${sessionId}:pre-key:${id}`, value: pair })),
        ...Object.entries(appStateSyncKeys).map(([id, key]) => ({
          key: `${sessionId}:app-state-sync-key:${id}`,
          value: key,
        })),
      ]),
    )
    await sessions.setMany(
      batch.map(({ sessionId, creds }) => ({
        key: sessionId,
        value: {
          sessionId,
          displayName: `Bench ${sessionId}`,
          deviceBrowser: 'Chrome',
          status: 'created',
          paired: true,
          phoneJid: creds.me.id.replace(/:\d+@/, '@'),
          lid: creds.me.lid?.replace(/:\d+@/, '@') ?? null,
          createdAt: now,
          updatedAt: now,
          lastConnectedAt: null,
          lastDisconnect: null,
          errorReason: null,
        },
      })),
    )
  }
}

/**
 * An engine pointed at the simulator child, with one session stored as already paired from `creds`, started and
 * connected: the starting point of the single-session figures (login, sends).
 */
export async function startPairedEngine(sim, { store, sessionId, creds, options = {} }) {
  const engine = new SessionEngine({
    store,
    logger: silent,
    protocol: { waWebSocketUrl: sim.url, trustedRootKey: sim.rootPublicKey },
    ...options,
  })
  await writePairedSessions(engine.store, [{ sessionId, creds }])
  await engine.start()
  await waitAllConnected(engine, [sessionId], 30_000)
  return engine
}

/** Resolves when every id in `ids` has reached connectionState `connected` (events, not polling). */
export function waitAllConnected(engine, ids, timeoutMs) {
  const waiting = new Set(ids)
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      off()
      if (error) reject(error)
      else resolve()
    }
    const timer = setTimeout(async () => {
      // Where the stragglers are, so a failed run says why.
      const states = {}
      let sample
      for (const id of waiting) {
        const status = await engine.sessions.status(id)
        states[status.connectionState] = (states[status.connectionState] ?? 0) + 1
        sample ??= status.lastDisconnect
      }
      settle(
        new Error(
          `${waiting.size} of ${ids.length} sessions not connected after ${timeoutMs} ms: ${JSON.stringify(states)}; e.g. last disconnect ${JSON.stringify(sample)}`,
        ),
      )
    }, timeoutMs)
    const off = engine.on('connection.state', (event) => {
      if (event.data.state === 'connected' && waiting.delete(event.sessionId) && waiting.size === 0) settle()
    })
    // Those connected already; subscribed first, so none connects unseen between the two.
    Promise.all(
      ids.map((id) =>
        engine.sessions.status(id).then(
          (status) => status.connected && waiting.delete(id),
          // Not loaded yet (called before engine.start()): its connected event is still to come.
          () => undefined,
        ),
      ),
    ).then(() => waiting.size === 0 && settle())
  })
}

/** How many of `ids` are connected now. */
export async function countConnected(engine, ids) {
  const statuses = await Promise.all(ids.map((id) => engine.sessions.status(id)))
  return statuses.filter((status) => status.connected).length
}

/** Runs engine-child.mjs in `mode` against `storeUrl` and the simulator; resolves with what it reported. */
export function runEngineChild(mode, options) {
  return runChild('engine-child.mjs', mode, options)
}

/** The same for bare-child.mjs: bare Baileys sockets for the same sessions (the reference). */
export function runBareChild(mode, options) {
  return runChild('bare-child.mjs', mode, options)
}

/**
 * `onMessage(msg, child)` sees every message the child sends (a child that reports in phases and waits for the
 * parent between them); the promise resolves with the last one when the child exits.
 */
function runChild(file, mode, { storeUrl, sim, env = {}, execArgv = [], onMessage }) {
  return new Promise((resolve, reject) => {
    const child = fork(join(benchDir, 'lib', file), [mode], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // BENCH_PROFILE_DIR: a CPU profile of every engine child, for finding where the time goes.
      execArgv: [
        '--expose-gc',
        ...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []),
        ...execArgv,
      ],
      env: {
        ...process.env,
        BENCH_STORE: storeUrl,
        BENCH_SIM_URL: sim.url,
        BENCH_SIM_ROOT: Buffer.from(sim.rootPublicKey).toString('base64'),
        ...env,
      },
    })
    let result
    child.on('message', (msg) => {
      result = msg
      onMessage?.(msg, child)
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`${file} (${mode}) exited with ${code} before reporting`)),
    )
  })
}

/**
 * Provisions `count` paired sessions and writes them into a store: `perPhone` companions per simulator account
 * (creating accounts is the simulator's slowest step), each with prekeys already on the server.
 */
export async function provisionStore(
  sim,
  storeUrl,
  count,
  { base = 15551000000, perPhone = 10, prefix = 'ses_', hold = () => false, namespace } = {},
) {
  const { createStore } = await import('@sessionkit/core')
  const phones = Array.from({ length: count }, (_, i) => phoneNumber(base, Math.floor(i / perPhone)))
  const devices = await sim.linkedDevices(phones, { preKeys: 30 })
  const store = createStore(storeUrl, { namespace })
  const ids = phones.map((_, i) => `${prefix}${String(i).padStart(5, '0')}`)
  await writePairedSessions(
    store,
    ids.map((sessionId, i) => ({ sessionId, ...devices[i] })),
  )
  // Held sessions are not restored by start() (it skips records with an errorReason) until connect() is called.
  const sessions = store.collection('sessions')
  for (const [i, id] of ids.entries())
    if (hold(i)) await sessions.set(id, { ...(await sessions.get(id)), errorReason: 'bench_hold' })
  await store.close()
  return ids
}
