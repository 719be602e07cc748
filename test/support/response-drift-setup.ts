// Fails the test during which an API handler answered something the OpenAPI document does not describe
// (response-drift.ts); a vitest setup file, so every suite has the check on. It reads drift-log.ts only: a test file
// that makes no handler never loads the check.
import { afterAll, afterEach } from 'vitest'
import { takeDrifts } from './drift-log.js'

const failOnDrift = () => {
  const drifts = takeDrifts()
  if (drifts.length > 0)
    throw new Error(`${drifts.length} answer(s) drifted from the OpenAPI document:\n${[...new Set(drifts)].join('\n')}`)
}
afterEach(failOnDrift)
afterAll(failOnDrift)
