import { describe, expect, it } from 'vitest'
import type { CloseInfo, DisconnectKind } from '../src/internal.js'
import { decideReconnect } from '../src/sessions/reconnect-policy.js'

const close = (kind: DisconnectKind, statusCode: number | null = null): CloseInfo => ({
  kind,
  statusCode,
  message: kind,
})
const paired = { paired: true, attempt: 0, badSessions: 0 }

describe('reconnect policy (decisions.md)', () => {
  it('restarts at once after pairing (515)', () => {
    expect(decideReconnect(close('restart_required', 515), paired)).toEqual({ action: 'reconnect', delayMs: 0 })
  })

  it('backs off exponentially with jitter, capped, for network trouble on a paired session', () => {
    const options = { baseDelayMs: 1000, maxDelayMs: 8000 }
    const delay = (attempt: number, random: number) => {
      const decision = decideReconnect(close('connection_lost', 408), { ...paired, attempt }, options, () => random)
      if (decision.action !== 'reconnect') throw new Error('expected a reconnect')
      return decision.delayMs
    }
    expect([0, 1, 2, 3].map((attempt) => delay(attempt, 0))).toEqual([500, 1000, 2000, 4000])
    expect([0, 1, 2, 3].map((attempt) => delay(attempt, 1))).toEqual([1000, 2000, 4000, 8000])
    expect(delay(10, 1)).toBe(8000)
    for (const kind of ['connection_closed', 'service_unavailable'] as const) {
      expect(decideReconnect(close(kind), paired).action).toBe('reconnect')
    }
  })

  it('gives up on repeated bad sessions and hands them to a person', () => {
    expect(decideReconnect(close('bad_session', 500), { ...paired, badSessions: 2 }).action).toBe('reconnect')
    expect(decideReconnect(close('bad_session', 500), { ...paired, badSessions: 3 })).toEqual({
      action: 'stop',
      state: 'error',
      reason: 'bad_session_repeated',
      clearCredentials: false,
    })
  })

  it('clears credentials when logged out or banned, and never fights a replacing socket', () => {
    expect(decideReconnect(close('logged_out', 401), paired)).toEqual({
      action: 'stop',
      state: 'error',
      reason: 'logged_out',
      clearCredentials: true,
    })
    expect(decideReconnect(close('forbidden', 403), paired)).toEqual({
      action: 'stop',
      state: 'error',
      reason: 'forbidden',
      clearCredentials: true,
    })
    expect(decideReconnect(close('replaced', 440), paired)).toEqual({
      action: 'stop',
      state: 'error',
      reason: 'replaced',
      clearCredentials: false,
    })
    expect(decideReconnect(close('multidevice_mismatch', 411), paired).action).toBe('stop')
  })

  it('ends an unpaired pairing window instead of retrying, resetting partial credentials', () => {
    const unpaired = { ...paired, paired: false }
    expect(decideReconnect(close('qr_expired', 408), unpaired)).toEqual({
      action: 'stop',
      state: 'inactive',
      reason: 'pairing_window_expired',
      clearCredentials: true,
    })
    expect(decideReconnect(close('connection_lost', 408), unpaired)).toEqual({
      action: 'stop',
      state: 'inactive',
      reason: 'connection_lost',
      clearCredentials: true,
    })
    expect(decideReconnect(close('closed_by_engine'), unpaired)).toEqual({
      action: 'stop',
      state: 'inactive',
      reason: 'stopped',
      clearCredentials: false,
    })
  })
})
