import { SessionEngine } from '@sessionkit/core'
import { describe, expect, it } from 'vitest'
import { placeSession } from '../../src/cluster/placement.js'
import { apiHost } from '../../src/internal.js'

const cluster = { redis: 'redis://127.0.0.1:6379', advertiseUrl: 'http://127.0.0.1:3000' }

describe('cluster mode configuration', () => {
  it('refuses a store only one process can see, saying which stores work', () => {
    for (const store of ['memory://', 'sqlite:///tmp/sessionkit-cluster-refused.sqlite'])
      expect(() => new SessionEngine({ store, cluster })).toThrow(
        /needs a store every node shares \(redis:\/\/ or postgres:\/\/\)/,
      )
  })

  it('refuses an advertise URL the other nodes could not call, and a lease shorter than a second', () => {
    const store = 'redis://127.0.0.1:6379'
    expect(() => new SessionEngine({ store, cluster: { ...cluster, advertiseUrl: 'node-a:3000' } })).toThrow(
      /advertiseUrl must be an http\(s\) URL/,
    )
    expect(() => new SessionEngine({ store, cluster: { ...cluster, leaseTtlMs: 500 } })).toThrow(/at least 1000/)
  })

  it('changes nothing without the option', () => {
    expect(new SessionEngine({ store: 'memory://' })[apiHost].cluster).toBeNull()
  })
})

describe('placement (rendezvous hashing)', () => {
  const sessions = Array.from({ length: 2000 }, (_, i) => `ses_${i}`)

  it('spreads sessions evenly and moves only the joining node its share', () => {
    const three = new Map(sessions.map((id) => [id, placeSession(id, ['a', 'b', 'c'])]))
    const four = new Map(sessions.map((id) => [id, placeSession(id, ['a', 'b', 'c', 'd'])]))
    const moved = sessions.filter((id) => three.get(id) !== four.get(id))
    expect(moved.every((id) => four.get(id) === 'd')).toBe(true)
    expect(moved.length / sessions.length).toBeGreaterThan(0.2)
    expect(moved.length / sessions.length).toBeLessThan(0.3)
  })

  it("gives a leaving node's sessions to the others and moves nothing else", () => {
    const before = new Map(sessions.map((id) => [id, placeSession(id, ['a', 'b', 'c'])]))
    for (const id of sessions) {
      const after = placeSession(id, ['a', 'b'])
      if (before.get(id) !== 'c') expect(after).toBe(before.get(id))
    }
    expect(placeSession('ses_1', [])).toBeNull()
  })
})
