import { describe, expect, it } from 'vitest'
import { newId, newOrderedId } from '../src/ids.js'

describe('newId', () => {
  it('gives a prefixed, URL-safe id of 12 random bytes', () => {
    expect(newId('evt')).toMatch(/^evt_[A-Za-z0-9_-]{16}$/)
    expect(newId('x', 3)).toMatch(/^x_[A-Za-z0-9_-]{4}$/)
  })

  it('never hands out the same bytes twice, across many refills of its random pool', () => {
    const ids = Array.from({ length: 20_000 }, () => newId('evt'))
    expect(new Set(ids).size).toBe(ids.length)
    // Odd sizes leave a remainder at the end of the pool: the next id must come from fresh bytes, not a short read.
    const odd = Array.from({ length: 5_000 }, () => newId('o', 7))
    expect(new Set(odd).size).toBe(odd.length)
    for (const id of odd) expect(id).toMatch(/^o_[A-Za-z0-9_-]{10}$/)
  })

  it('refuses more random bytes than it draws at once', () => {
    expect(() => newId('big', 5000)).toThrow(RangeError)
  })
})

describe('newOrderedId', () => {
  it('sorts in code point order as made, within a millisecond and when the clock steps back', () => {
    const ids = [
      ...Array.from({ length: 500 }, () => newOrderedId('dlv', 1_764_000_000_000)),
      newOrderedId('dlv', 1_764_000_000_001),
      // A clock that moved back keeps counting from the latest time seen.
      newOrderedId('dlv', 1_763_999_999_000),
      newOrderedId('dlv', 1_764_000_000_002),
    ]
    expect([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^dlv_[0-9a-z]{13}[A-Za-z0-9_-]{12}$/)
  })
})
