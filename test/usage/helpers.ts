import {
  type Clock,
  createHandler,
  createLogger,
  type FetchHandler,
  SessionEngine,
  type SessionEngineOptions,
} from '@sessionkit/core'
import type { ProtocolConnection, ProtocolDriver } from '@sessionkit/core/internal'

export const usageApiKey = 'sk_test_usage_4b1e'

/** A clock the test moves by hand, so a day or month boundary is crossed without waiting. */
export class ManualClock implements Clock {
  ms: number

  constructor(iso: string) {
    this.ms = Date.parse(iso)
  }

  now(): number {
    return this.ms
  }

  set(iso: string): void {
    this.ms = Date.parse(iso)
  }

  advance(ms: number): void {
    this.ms += ms
  }
}

/**
 * A driver whose connections open and then stay silent (state `connecting`, so the runtime counts as
 * active). Usage only needs runtimes to exist; WhatsApp operations are tested elsewhere against the simulator.
 */
export const idleDriver: ProtocolDriver = {
  open: async () =>
    ({
      requestPairingCode: async () => {
        throw new Error('the idle driver never pairs')
      },
      logout: async () => undefined,
      close: async () => undefined,
    }) as unknown as ProtocolConnection,
}

export function usageEngine(clock: Clock, options: SessionEngineOptions = {}): SessionEngine {
  return new SessionEngine({
    apiKeys: [usageApiKey],
    clock,
    logger: createLogger('silent'),
    protocol: { driver: idleDriver },
    ...options,
  })
}

/** Calls the in-process handler with the test key (or with `authorization: null`, without any). */
export function api(handler: FetchHandler) {
  return (path: string, init: RequestInit & { authorization?: string | null } = {}): Promise<Response> => {
    const { authorization = `Bearer ${usageApiKey}`, ...rest } = init
    const headers = new Headers(rest.headers)
    if (authorization !== null) headers.set('authorization', authorization)
    return handler(new Request(`http://usage.test/api/v1${path}`, { ...rest, headers }))
  }
}

export { createHandler }
