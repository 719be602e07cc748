import { describe, expect, it, vi } from 'vitest'
import { EngineError, isEngineError } from '../../src/errors.js'
import { sessionErrors } from '../../src/sessions/errors.js'

describe('isEngineError', () => {
  it('recognises an EngineError built by a second copy of core', async () => {
    vi.resetModules()
    // A query string makes the loader evaluate the module afresh, as a second install of core would.
    const secondCopy = '../../src/errors.js?copy=second'
    const other: typeof import('../../src/errors.js') = await import(secondCopy)
    expect(other.EngineError).not.toBe(EngineError)

    const foreign = new other.EngineError(sessionErrors.session_not_found, 'No such session.')
    expect(foreign instanceof EngineError).toBe(false)
    expect(isEngineError(foreign)).toBe(true)
    expect(other.isEngineError(new EngineError(sessionErrors.session_already_exists, 'Taken.'))).toBe(true)
  })

  it('refuses plain errors and look-alikes that carry only a code', () => {
    expect(isEngineError(new Error('boom'))).toBe(false)
    expect(isEngineError({ name: 'EngineError', code: 'session_already_exists', message: 'Taken.' })).toBe(false)
    expect(isEngineError(null)).toBe(false)
    expect(isEngineError('session_already_exists')).toBe(false)
  })
})
