import { createHandler } from '@sessionkit/core'
import { afterEach, expect, it } from 'vitest'
import { connectedSession, createTestEngine, type TestEngine, testApiKey } from '../../../../test/support/engine.js'

let t: TestEngine
afterEach(() => t.close())

// The transcoding itself is tested end to end (test/e2e/media.test.ts) with a packaged ffmpeg; a server without one
// must say what to send instead.
it('without ffmpeg, a voice note that is not Ogg/Opus is a 422 saying to send Ogg/Opus, and nothing is sent', async () => {
  t = await createTestEngine({ ffmpegPath: false })
  const sessionId = await connectedSession(t, 'no-ffmpeg')
  const form = new FormData()
  form.set('to', '15550002222')
  form.set('voice', 'true')
  form.set('media', new Blob([new Uint8Array(2048)], { type: 'audio/wav' }), 'memo.wav')
  const answer = await createHandler(t.engine)(
    new Request(`http://sessionkit.test/api/v1/sessions/${sessionId}/messages/audio`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testApiKey}` },
      body: form,
    }),
  )
  expect(answer.status).toBe(422)
  const problem = (await answer.json()) as { code: string; detail: string; errors: { path: string }[] }
  expect(problem.code).toBe('validation_failed')
  expect(problem.detail).toMatch(/no ffmpeg to convert audio\/wav\. Send Ogg\/Opus/)
  expect(problem.errors).toContainEqual(expect.objectContaining({ path: 'content.mimetype' }))
  expect(t.driver.connection(sessionId).sent).toHaveLength(0)
})
