import { Boom } from '@hapi/boom'
import { describe, expect, test } from 'vitest'
import { closeInfoOf } from '../../src/protocol/baileys/disconnect.js'
import { proxyError } from '../../src/net/proxy-agent.js'
import { decideReconnect } from '../../src/sessions/reconnect-policy.js'

/** Baileys' own wrapping of a WebSocket error (Socket/socket.ts mapWebSocketError): the error rides as `data`. */
const wsError = (error: Error) => new Boom(`WebSocket Error (${error.message})`, { statusCode: 408, data: error })

describe("a proxy's failure as the session's close", () => {
  test('each proxy failure is its own kind, and a paired session retries it with backoff', () => {
    for (const [code, kind] of [
      ['EPROXYUNREACHABLE', 'proxy_unreachable'],
      ['EPROXYAUTH', 'proxy_auth_failed'],
      ['EPROXYTARGET', 'proxy_target_unreachable'],
    ] as const) {
      const info = closeInfoOf(wsError(proxyError(code, 'proxy socks5://***:***@p:1080 failed')), false)
      expect(info.kind).toBe(kind)
      expect(decideReconnect(info, { paired: true, attempt: 2, badSessions: 0 }, {}, () => 0.5)).toMatchObject({
        action: 'reconnect',
      })
      expect(decideReconnect(info, { paired: false, attempt: 0, badSessions: 0 })).toMatchObject({
        action: 'stop',
        state: 'inactive',
        reason: kind,
      })
    }
  })

  test('any other WebSocket error stays what it was', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })
    expect(closeInfoOf(wsError(refused), false).kind).toBe('connection_lost')
  })
})
