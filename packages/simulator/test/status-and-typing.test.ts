import { proto } from '@whiskeysockets/baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../src/index.js'
import { connectLinked, endSocket } from './helpers.js'

type Linked = Awaited<ReturnType<typeof connectLinked>>

describe('chat states and status posts', () => {
  let sim: Simulator
  let alice: Linked
  let bob: Linked
  let carol: Linked
  const A = '15550003101'
  const B = '15550003102'
  const C = '15550003103'

  beforeAll(async () => {
    sim = await startSimulator()
    alice = await connectLinked(sim, A)
    bob = await connectLinked(sim, B)
    carol = await connectLinked(sim, C)
  })
  afterAll(async () => {
    for (const linked of [alice, bob, carol]) await endSocket(linked.sock)
    await sim.close()
  })

  it("relays a companion's typing to the phone subscribed to it: composing, recording, paused", async () => {
    await bob.phone.typing.subscribe(`${A}@s.whatsapp.net`)
    for (const state of ['composing', 'recording', 'paused'] as const) {
      const shown = sim.waitFor('phone-chatstate', (e) => e.phoneNumber === B && e.state === state)
      await alice.sock.sendPresenceUpdate(state, `${B}@s.whatsapp.net`)
      expect(await shown).toEqual({ phoneNumber: B, chatJid: `${A}@s.whatsapp.net`, state })
    }
    expect(bob.phone.typing.of(`${A}@s.whatsapp.net`)?.state).toBe('paused')
    // carol never opened the chat with alice: WhatsApp sends chat states to subscribers only
    expect(carol.phone.typing.all()).toEqual([])
  })

  it('delivers a status to the devices of statusJidList only, from status@broadcast', async () => {
    const relayed = sim.waitFor('message-relayed', (e) => e.to === 'status@broadcast')
    const sent = await alice.sock.sendMessage(
      'status@broadcast',
      { text: 'out of office' },
      { statusJidList: [`${B}@s.whatsapp.net`], backgroundColor: '#112233', font: 2 },
    )
    const id = sent!.key.id!
    const story = await bob.phone.waitForMessage((m) => m.id === id)
    expect(story).toMatchObject({ chatJid: 'status@broadcast', from: `${A}@s.whatsapp.net`, text: 'out of office' })
    expect(story.message.extendedTextMessage).toMatchObject({
      backgroundArgb: 0xff112233,
      font: proto.Message.ExtendedTextMessage.FontType.FB_SCRIPT,
    })
    const { recipients } = await relayed
    expect(recipients.some((jid) => jid.startsWith(`${carol.phone.lid.split('@')[0]}:`))).toBe(false)
    expect(carol.phone.messages.some((m) => m.id === id)).toBe(false)
  })
})
