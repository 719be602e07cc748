import QRCode from 'qrcode'
import { isoAt } from '../clock.js'
import type { EngineSettings } from '../options.js'
import { EngineError, engineErrors } from '../errors.js'
import type { ProtocolConnection } from '../protocol/port.js'
import type { KeyedLock } from '../store/keyed-lock.js'
import { upstreamError } from '../upstream-errors.js'
import { pairingUpstream, sessionErrors } from './errors.js'
import type { SessionRecords } from './records.js'
import type { SessionRuntime } from './runtime.js'
import type { SessionRuntimes } from './runtimes.js'
import type { PairingCodeResult, QrResult } from './schema.js'

/** What pairing reads: the records, the runtimes, the lock of each session, and how long it waits for WhatsApp. */
export interface PairingDeps {
  records: SessionRecords
  runtimes: SessionRuntimes
  locks: KeyedLock
  settings: Pick<EngineSettings, 'pairingTimeoutMs' | 'qrWaitMs'>
}

/** Linking a new session to an account: a pairing code for the phone to enter, or a QR for it to scan. */
export class SessionPairing {
  readonly #deps: PairingDeps

  constructor(deps: PairingDeps) {
    this.#deps = deps
  }

  async requestCode(sessionId: string, phoneNumber: string): Promise<PairingCodeResult> {
    const { records, runtimes, locks, settings } = this.#deps
    const runtime = await locks.run(sessionId, async () => {
      const record = records.get(sessionId)
      if (record.paired) throw alreadyPaired(sessionId)
      const runtime = runtimes.of(sessionId)
      if (record.errorReason) await records.update(sessionId, { errorReason: null })
      // Before the start: WhatsApp sends QR refs as soon as the socket connects, before the code is asked for.
      runtime.pairingCodeRequested = true
      await runtime.start()
      return runtime
    })
    const connection = await this.#connectionWhenReady(runtime)
    try {
      const code = await withTimeout(
        connection.requestPairingCode(phoneNumber),
        settings.pairingTimeoutMs,
        'WhatsApp did not accept the pairing request in time.',
      )
      return { sessionId, phoneNumber, code }
    } catch (error) {
      throw upstreamError(error, pairingUpstream, 'WhatsApp did not issue a pairing code')
    }
  }

  async qr(sessionId: string): Promise<QrResult> {
    const { records, runtimes, locks, settings } = this.#deps
    const runtime = await locks.run(sessionId, async () => {
      const record = records.get(sessionId)
      if (record.paired) throw alreadyPaired(sessionId)
      const runtime = runtimes.of(sessionId)
      if (!runtime.active) await runtime.start()
      return runtime
    })
    await runtime.waitFor((r) => r.qrAvailable() || !r.active, settings.qrWaitMs)
    const current = runtime.qrAvailable() ? runtime.qr : null
    if (!current) {
      const why = runtime.lastClose
        ? ` The connection closed: ${runtime.lastClose.message} (${runtime.lastClose.kind}).`
        : ''
      throw new EngineError(
        sessionErrors.qr_not_available,
        `No QR code is available for session "${sessionId}" right now.${why} Try again, or request a pairing code.`,
        {
          extra: { connectionState: runtime.state },
        },
      )
    }
    return {
      sessionId,
      qr: current.qr,
      expiresAt: isoAt(current.expiresAt),
      pngDataUrl: await QRCode.toDataURL(current.qr, { margin: 1, width: 264 }),
    }
  }

  async #connectionWhenReady(runtime: SessionRuntime): Promise<ProtocolConnection> {
    await runtime.waitFor((r) => r.connection !== null || !r.active, this.#deps.settings.pairingTimeoutMs)
    if (!runtime.connection) {
      const close = runtime.lastClose
      throw new EngineError(
        sessionErrors.pairing_failed,
        `Could not reach WhatsApp to request a pairing code${close ? `: ${close.message} (${close.kind})` : ''}.`,
        {
          extra: { connectionState: runtime.state },
        },
      )
    }
    return runtime.connection
  }
}

const alreadyPaired = (sessionId: string) =>
  new EngineError(
    sessionErrors.session_already_paired,
    `Session "${sessionId}" is already paired; delete it (or log it out from the phone) to pair again.`,
  )

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new EngineError(engineErrors.upstream_timeout, message)), ms)),
      ),
    ])
  } finally {
    clearTimeout(timer)
  }
}
