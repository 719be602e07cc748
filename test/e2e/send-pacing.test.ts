import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const secondKey = 'e2e-second-key'

describe('send pacing end to end (real Baileys, simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine({ apiKeys: ['e2e-key', secondKey], sendPacing: { newChatsPerDay: 1 } })
    ;({ sessionId } = await pairedSession(world, h, '15550300001'))
    for (const number of ['15550300002', '15550300003', '15550300004']) await world.sim.createPhone(number)
  })
  afterAll(async () => {
    await world.close()
  })

  const phone = (number: string) => world.sim.phone(number)!
  const send = (to: string, text: string, key?: string) =>
    h.api(
      'POST',
      `/sessions/${sessionId}/messages`,
      { to, content: { type: 'text', text } },
      key ? { authorization: `Bearer ${key}` } : {},
    )

  it("counts the account's new chats whichever key sends; a person who wrote first is no new chat", async () => {
    // Someone writes to the account first: answering them starts no new chat.
    const since = h.events.mark()
    const { id } = await phone('15550300002').sendText('15550300001', 'hello, are you open?')
    await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })

    const first = await send('15550300003', 'a first message to a stranger')
    expect(first.status).toBe(200)
    await phone('15550300003').waitForMessage((m) => m.id === first.body.data.messageId)

    // The day's one new chat is taken: a second stranger is refused, whichever key asks, and never written to.
    const refused = await send('15550300004', 'a second stranger', secondKey)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.body).toMatchObject({ code: 'send_paced', limit: 1, windowSeconds: 86_400 })

    const reply = await send('15550300002', 'yes, until six', secondKey)
    expect(reply.status).toBe(200)
    await phone('15550300002').waitForMessage((m) => m.id === reply.body.data.messageId)
    const again = await send('15550300003', 'and a second message to the first stranger', secondKey)
    expect(again.status).toBe(200)
    await phone('15550300003').waitForMessage((m) => m.id === again.body.data.messageId)
    // Both allowed messages arrived after the refusal: had the refused one been sent, it would be there by now.
    expect(phone('15550300004').messages).toHaveLength(0)
  })
})
