import { createHandler } from '@sessionkit/core'
import { ProtocolError } from '@sessionkit/core/internal'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectedSession, createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'

/**
 * WhatsApp's refusal of an appeal is mapped by what the group's own read says (test/e2e/groups.test.ts runs it on
 * the simulator): a group it does not mark suspended is the caller's 409, a suspended one WhatsApp's 502.
 */
let t: TestEngine
let sessionId = ''
const group = '120363000000000077@g.us'
beforeAll(async () => {
  t = await createTestEngine()
  sessionId = await connectedSession(t, 'Appeals')
})
afterAll(async () => t?.close())

const appeal = async () => {
  const response = await createHandler(t.engine)(
    new Request(`http://localhost/api/v1/sessions/${sessionId}/groups/${group}/suspension-appeal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'we did nothing' }),
    }),
  )
  return { status: response.status, body: (await response.json()) as { code: string } }
}

test.each([
  [null, 409, 'group_not_suspended'],
  [false, 409, 'group_not_suspended'],
  [true, 502, 'upstream_failed'],
] as const)('a refused appeal of a group whose read says suspended: %s is a %i %s', async (suspended, status, code) => {
  const groups = t.driver.connection(sessionId).groups
  groups.appealSuspension = async () => {
    throw new ProtocolError('appealing the suspension failed: WhatsApp answered INELIGIBLE', { kind: 'rejected' })
  }
  groups.metadata = async () => ({ suspended }) as never
  const answer = await appeal()
  expect(answer.status).toBe(status)
  expect(answer.body.code).toBe(code)
})
