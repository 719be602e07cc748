import { randomBytes } from 'node:crypto'
import { getBinaryNodeChild, type BinaryNode, type WACallEvent, type WASocket } from '@whiskeysockets/baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Phone, type Simulator } from '../src/index.js'
import { connectLinked, endSocket, waitForEvent } from './helpers.js'
import { sandboxWorld } from './sandbox-world.js'

type Linked = Awaited<ReturnType<typeof connectLinked>>
const jid = (n: string) => `${n}@s.whatsapp.net`

function waitForCall(sock: WASocket, callId: string, status: WACallEvent['status']): Promise<WACallEvent> {
  return waitForEvent(sock, 'call', (calls) => calls.some((c) => c.id === callId && c.status === status)).then(
    (calls) => calls.find((c) => c.id === callId)!,
  )
}

/** the next `<call>` the socket receives whose child is `tag`, as it came over the wire */
function nextCallNode(sock: WASocket, tag: string): Promise<BinaryNode> {
  return new Promise((resolve) => {
    const listener = (node: BinaryNode) => {
      if (getBinaryNodeChild(node, tag)) {
        sock.ws.off('CB:call', listener)
        resolve(node)
      }
    }
    sock.ws.on('CB:call', listener)
  })
}

/** the children of an offer in whatsapp-rust's order (wacore/src/stanza/call.rs `build_offer`), `keys` in its place */
function offerChildren(keys: BinaryNode, privacy?: Uint8Array): BinaryNode[] {
  return [
    ...(privacy ? [{ tag: 'privacy', attrs: {}, content: privacy }] : []),
    { tag: 'audio', attrs: { enc: 'opus', rate: '8000' } },
    { tag: 'audio', attrs: { enc: 'opus', rate: '16000' } },
    { tag: 'net', attrs: { medium: '3' } },
    { tag: 'capability', attrs: { ver: '1' }, content: Buffer.from([1, 5, 247, 9, 224, 187, 19]) },
    keys,
    { tag: 'encopt', attrs: { keygen: '2' } },
  ]
}

/**
 * a `<call><offer>` to `to` with the call key encrypted for each of its devices, built with Baileys' own helpers;
 * `shape` lays out the offer's children from the `<destination>` (whatsapp-rust's order unless a test breaks it),
 * `wrapperTo` is the `<call to>` when a test addresses it elsewhere than `to`. Answers the server's ack.
 */
async function offerFrom(
  sock: WASocket,
  to: string,
  callId: string,
  callKey: Uint8Array,
  {
    shape = (destination) => offerChildren(destination),
    creator = sock.user!.id,
    wrapperTo = to,
  }: { shape?: (destination: BinaryNode) => BinaryNode[]; creator?: string; wrapperTo?: string } = {},
): Promise<BinaryNode> {
  const devices = await sock.getUSyncDevices([to], false, false)
  const server = to.endsWith('@lid') ? 'lid' : 's.whatsapp.net'
  const jids = devices.map((d) => `${to.split('@')[0]}${d.device ? `:${d.device}` : ''}@${server}`)
  await sock.assertSessions(jids)
  const { nodes } = await sock.createParticipantNodes(jids, { call: { callKey } }, { count: '0' })
  return (await sock.query({
    tag: 'call',
    attrs: { to: wrapperTo },
    content: [
      {
        tag: 'offer',
        attrs: { 'call-id': callId, 'call-creator': creator },
        content: shape({ tag: 'destination', attrs: {}, content: nodes }),
      },
    ],
  })) as BinaryNode
}

function signal(
  sock: WASocket,
  to: string,
  tag: string,
  callId: string,
  creator: string,
  attrs: Record<string, string> = {},
  content?: BinaryNode[],
): Promise<unknown> {
  return sock.query({
    tag: 'call',
    attrs: { to },
    content: [
      { tag, attrs: { 'call-id': callId, 'call-creator': creator, ...attrs }, ...(content ? { content } : {}) },
    ],
  })
}

/** the children of a signalling-only `<accept>` (whatsapp-rust `build_accept` without the media parts) */
const acceptChildren: BinaryNode[] = [
  { tag: 'audio', attrs: { enc: 'opus', rate: '16000' } },
  { tag: 'net', attrs: { medium: '2' } },
  { tag: 'encopt', attrs: { keygen: '2' } },
]

describe('calls: the relay between real Baileys and the virtual phones', () => {
  let sim: Simulator, alice: Linked, bob: Linked, carol: Phone
  const [A, B, C] = ['15550020001', '15550020002', '15550020003']

  beforeAll(async () => {
    sim = await startSimulator()
    alice = await connectLinked(sim, A)
    bob = await connectLinked(sim, B)
    carol = await sim.createPhone(C)
  })
  afterAll(async () => {
    await endSocket(alice.sock)
    await endSocket(bob.sock)
    await sim.close()
  })

  it('a phone calls a Baileys client: the offer rings it; rejectCall shows as rejected in the caller’s log', async () => {
    const offered = new Promise<WACallEvent>((resolve) =>
      bob.sock.ev.on('call', (calls) => calls[0]?.status === 'offer' && resolve(calls[0])),
    )
    const delivered = nextCallNode(bob.sock, 'offer')
    const { callId } = await carol.calls.call(B)
    expect(callId).toMatch(/^[0-9A-F]{32}$/)
    const offer = await offered
    // addressed as whatsapp-rust's place_call does: from the caller's LID, its phone number in caller_pn
    expect(offer).toMatchObject({
      id: callId,
      from: carol.lid,
      callerPn: jid(C),
      chatId: carol.lid,
      status: 'offer',
      isVideo: false,
      isGroup: false,
    })
    // bob has two devices (its phone and this companion): each gets its own <enc> inside the offer
    const node = getBinaryNodeChild(await delivered, 'offer')!
    expect((node.content as BinaryNode[]).map((c) => c.tag)).toEqual([
      'audio',
      'audio',
      'net',
      'capability',
      'enc',
      'encopt',
    ])
    // the callee's phone rings too, with the call key it decrypted from its own <enc>
    const onBobPhone = await bob.phone.calls.waitFor(callId)
    expect(onBobPhone).toMatchObject({ direction: 'incoming', state: 'ringing', peer: jid(C) })
    expect(Buffer.from(onBobPhone.callKey!)).toEqual(Buffer.from(carol.calls.get(callId)!.callKey!))

    await bob.sock.rejectCall(callId, offer.from!)
    expect(await carol.calls.waitFor(callId, (c) => c.state === 'ended')).toMatchObject({
      direction: 'outgoing',
      endReason: 'rejected',
      peer: jid(B),
    })
    expect((await bob.phone.calls.waitFor(callId, (c) => c.state === 'ended')).endReason).toBe('rejected')
  })

  it('a raw offer from Baileys reaches the phone, which decrypts the call key and accepts; mute both ways; terminate ends it', async () => {
    const callId = 'A1B2C3D4E5F60718293A4B5C6D7E8F90'
    const callKey = randomBytes(32)
    const ack = await offerFrom(alice.sock, jid(C), callId, callKey)
    expect(ack.attrs).toMatchObject({ class: 'call', type: 'offer' })
    const ringing = await carol.calls.waitFor(callId)
    expect(ringing).toMatchObject({
      direction: 'incoming',
      state: 'ringing',
      peer: jid(A),
      audioMuted: false,
      peerMuted: false,
      video: false,
    })
    expect(Buffer.from(ringing.callKey!)).toEqual(callKey)

    const accepted = waitForCall(alice.sock, callId, 'accept')
    await carol.calls.accept(callId)
    expect((await accepted).from).toBe(alice.sock.user!.id)
    expect(carol.calls.get(callId)!.state).toBe('active')

    const muted = nextCallNode(alice.sock, 'mute_v2')
    await carol.calls.mute(callId, true)
    expect(getBinaryNodeChild(await muted, 'mute_v2')!.attrs).toMatchObject({ 'call-id': callId, 'mute-state': '1' })
    expect(carol.calls.get(callId)!.audioMuted).toBe(true)

    await signal(alice.sock, jid(C), 'mute_v2', callId, alice.sock.user!.id, { 'mute-state': '1' })
    await carol.calls.waitFor(callId, (c) => c.peerMuted)

    const terminated = await signal(alice.sock, jid(C), 'terminate', callId, alice.sock.user!.id)
    expect((terminated as BinaryNode).attrs).toMatchObject({ class: 'call', type: 'terminate' })
    expect(await carol.calls.waitFor(callId, (c) => c.state === 'ended')).toMatchObject({ endReason: 'ended_remote' })
  })

  it('the phone ends an answered call: Baileys sees terminate', async () => {
    const { callId } = await carol.calls.call(B)
    await waitForCall(bob.sock, callId, 'offer')
    // out of the references' shape (no children): refused, passed on to nobody
    const malformed = (await signal(bob.sock, jid(C), 'accept', callId, jid(C))) as BinaryNode
    expect(malformed.attrs).toMatchObject({ type: 'accept', error: '400' })
    expect(carol.calls.get(callId)?.state).toBe('ringing')
    await signal(bob.sock, jid(C), 'accept', callId, jid(C), {}, acceptChildren)
    await carol.calls.waitFor(callId, (c) => c.state === 'active')
    // bob's phone heard its companion answer
    expect((await bob.phone.calls.waitFor(callId, (c) => c.state === 'ended')).endReason).toBe('answered_elsewhere')
    const ended = waitForCall(bob.sock, callId, 'terminate')
    await carol.calls.end(callId)
    await ended
  })

  it('busy: an offer to an account already in a call is refused with reject reason=busy', async () => {
    const first = await alice.phone.calls.call(B)
    await waitForCall(bob.sock, first.callId, 'offer')
    const second = await carol.calls.call(B)
    expect(await carol.calls.waitFor(second.callId, (c) => c.state === 'ended')).toMatchObject({ endReason: 'busy' })
    const cancelled = waitForCall(bob.sock, first.callId, 'terminate')
    await alice.phone.calls.end(first.callId)
    await cancelled
  })
})

describe('calls: nobody answers', () => {
  let sim: Simulator, bob: Linked, carol: Phone
  const [B, C] = ['15550021002', '15550021003']

  beforeAll(async () => {
    sim = await startSimulator({ callRingMs: 300 })
    bob = await connectLinked(sim, B)
    carol = await sim.createPhone(C)
  })
  afterAll(async () => {
    await endSocket(bob.sock)
    await sim.close()
  })

  it('the ring time passes: both sides get terminate reason=timeout (Baileys: a missed call)', async () => {
    const offered = new Promise<string>((resolve) =>
      bob.sock.ev.on('call', (calls) => calls[0]?.status === 'offer' && resolve(calls[0].id)),
    )
    const { callId } = await carol.calls.call(B)
    expect(await offered).toBe(callId)
    await waitForCall(bob.sock, callId, 'timeout')
    expect(await carol.calls.waitFor(callId, (c) => c.state === 'ended')).toMatchObject({ endReason: 'timeout' })
    expect((await bob.phone.calls.waitFor(callId, (c) => c.state === 'ended')).endReason).toBe('timeout')
  })
})

describe('calls: blocking', () => {
  let sim: Simulator, bob: Linked, carol: Phone
  const [B, C] = ['15550023002', '15550023003']

  beforeAll(async () => {
    sim = await startSimulator()
    bob = await connectLinked(sim, B)
    carol = await sim.createPhone(C)
  })
  afterAll(async () => {
    await endSocket(bob.sock)
    await sim.close()
  })

  it("a blocked caller's offer never rings the blocker; unblocked, the next one does", async () => {
    await bob.sock.updateBlockStatus(jid(C), 'block')
    expect(await bob.sock.fetchBlocklist()).toEqual([jid(C)])
    const unseen = await carol.calls.call(B)
    await bob.sock.updateBlockStatus(jid(C), 'unblock')
    expect(await bob.sock.fetchBlocklist()).toEqual([])
    await carol.calls.end(unseen.callId)
    const { callId } = await carol.calls.call(B)
    await bob.phone.calls.waitFor(callId)
    // the relay keeps each caller's order: the blocked offer would have come first
    expect(bob.phone.calls.get(unseen.callId)).toBeUndefined()
  })
})

describe('sandbox call routes', () => {
  const KEY = 'sk_test_sandbox_calls'
  const [A, B] = ['15550022001', '15550022002']
  let sim: Simulator
  let call: Awaited<ReturnType<typeof sandboxWorld>>['call']

  beforeAll(async () => {
    ;({ sim, call } = await sandboxWorld(KEY, [A, B]))
  })
  afterAll(() => sim.close())

  it('places, answers, mutes and ends a call between two phones; the log on both sides; wrong state and unknown calls', async () => {
    const placed = await call('POST', `/phones/${A}/calls`, { to: B })
    expect(placed.status).toBe(201)
    const callId: string = placed.body.data.callId
    await sim.phone(B)!.calls.waitFor(callId)
    expect((await call('POST', `/phones/${A}/calls/${callId}/accept`)).body.code).toBe('call_state_conflict')
    expect((await call('POST', `/phones/${B}/calls/${callId}/accept`)).body.data).toMatchObject({
      callId,
      state: 'active',
      direction: 'incoming',
    })
    await sim.phone(A)!.calls.waitFor(callId, (c) => c.state === 'active')
    const unsaid = await call('POST', `/phones/${A}/calls/${callId}/mute`, {})
    expect(unsaid.status).toBe(422)
    expect(unsaid.body.errors.map((e: { path: string }) => e.path)).toEqual(['muted'])
    expect((await call('POST', `/phones/${A}/calls/${callId}/mute`, { muted: true })).body.data.audioMuted).toBe(true)
    await sim.phone(B)!.calls.waitFor(callId, (c) => c.peerMuted)
    expect((await call('POST', `/phones/${B}/calls/${callId}/end`)).body.data).toMatchObject({
      state: 'ended',
      endReason: 'ended_local',
    })
    await sim.phone(A)!.calls.waitFor(callId, (c) => c.state === 'ended')
    const log = (await call('GET', `/phones/${A}/calls`)).body.data
    expect(log).toEqual([
      {
        callId,
        peer: `${B}@s.whatsapp.net`,
        direction: 'outgoing',
        state: 'ended',
        endReason: 'ended_remote',
        audioMuted: true,
        peerMuted: false,
        video: false,
      },
    ])
    expect((await call('POST', `/phones/${A}/calls/NOPE/end`)).status).toBe(404)
    expect((await call('POST', `/phones/${A}/calls/${callId}/reject`)).status).toBe(409)
    expect((await call('POST', `/phones/${A}/calls`, { to: '15550029999' })).body.code).toBe('recipient_not_found')
  })

  it('limits a phone to known callers and has it trust one: an untrusted caller’s offer fails, a trusted one rings', async () => {
    expect((await call('POST', `/phones/${B}/calls/privacy`, { value: 'some' })).status).toBe(422)
    expect((await call('POST', `/phones/${B}/calls/privacy`, { value: 'known' })).body.data).toEqual({ value: 'known' })
    const refused = (await call('POST', `/phones/${A}/calls`, { to: B })).body.data.callId
    expect(await sim.phone(A)!.calls.waitFor(refused, (c) => c.state === 'ended')).toMatchObject({
      endReason: 'failed',
    })

    expect((await call('POST', `/phones/${B}/calls/trust`, { to: A })).body.data).toEqual({ trusted: A })
    expect((await call('POST', `/phones/${B}/calls/trust`, { to: '15550029999' })).body.code).toBe(
      'recipient_not_found',
    )
    const rung = (await call('POST', `/phones/${A}/calls`, { to: B })).body.data.callId
    expect(await sim.phone(B)!.calls.waitFor(rung)).toMatchObject({ state: 'ringing', direction: 'incoming' })
    await call('POST', `/phones/${A}/calls/${rung}/end`)
    await call('POST', `/phones/${B}/calls/privacy`, { value: 'all' })
  })
})

describe('calls: what the relay refuses, and the single-device and privacy-token forms', () => {
  let sim: Simulator, alice: Linked, dave: Phone
  const [A, D] = ['15550023001', '15550023004']
  const callIds = (() => {
    let n = 0
    return () => `C0FFEE${String(++n).padStart(26, '0')}`
  })()

  beforeAll(async () => {
    sim = await startSimulator()
    alice = await connectLinked(sim, A)
    dave = await sim.createPhone(D)
  })
  afterAll(async () => {
    await endSocket(alice.sock)
    await sim.close()
  })

  it('refuses an offer out of order or without a capability (439), to a device or with another creator (479)', async () => {
    const key = randomBytes(32)
    const misordered = await offerFrom(alice.sock, jid(D), callIds(), key, {
      shape: (destination) => {
        const children = offerChildren(destination)
        return [...children.slice(0, 4), children[5]!, children[4]!]
      },
    })
    expect(misordered.attrs).toMatchObject({ class: 'call', type: 'offer', error: '439' })
    const bare = await offerFrom(alice.sock, jid(D), callIds(), key, {
      shape: (destination) => offerChildren(destination).filter((c) => c.tag !== 'capability'),
    })
    expect(bare.attrs.error).toBe('439')
    const toDevice = await offerFrom(alice.sock, jid(D), callIds(), key, { wrapperTo: `${D}:1@s.whatsapp.net` })
    expect(toDevice.attrs.error).toBe('479')
    const otherCreator = await offerFrom(alice.sock, jid(D), callIds(), key, { creator: dave.lid })
    expect(otherCreator.attrs.error).toBe('479')
    // none of them rang
    expect(dave.calls.list()).toEqual([])
  })

  it('an action on a call id the server does not know is acked with an error, and reaches nobody', async () => {
    const answer = (await signal(
      alice.sock,
      jid(D),
      'accept',
      'FFFF0000FFFF0000FFFF0000FFFF0000',
      alice.sock.user!.id,
    )) as BinaryNode
    expect(answer.attrs).toMatchObject({ class: 'call', type: 'accept', error: '404' })
  })

  it('a single-device callee gets a bare <enc> (LID-addressed): its one device decrypts the key', async () => {
    const callId = callIds()
    const key = randomBytes(32)
    const acked = await offerFrom(alice.sock, dave.lid, callId, key, {
      shape: (destination) => {
        const [only] = destination.content as BinaryNode[]
        return offerChildren(getBinaryNodeChild(only, 'enc')!)
      },
      creator: alice.sock.user!.lid!,
    })
    expect(acked.attrs.error).toBeUndefined()
    // the caller's relay block rides on the ack, as the simulator sent it
    const relay = getBinaryNodeChild(acked, 'relay')!
    expect(Buffer.from(getBinaryNodeChild(relay, 'key')!.content as Uint8Array)).toEqual(
      sim.callRelay(callId, 'caller')!.key,
    )
    expect(relay.content as BinaryNode[]).toContainEqual(
      expect.objectContaining({ tag: 'te2', content: Buffer.from([127, 0, 0, 1, 0x0d, 0x98]) }),
    )
    const ringing = await dave.calls.waitFor(callId)
    expect(ringing).toMatchObject({ direction: 'incoming', state: 'ringing', peer: jid(A) })
    expect(Buffer.from(ringing.callKey!)).toEqual(key)
    await dave.calls.reject(callId)
  })

  it('calls limited to known callers: no token is refused with 463; the token the callee issued lets it ring', async () => {
    await dave.calls.setCallPrivacy('known')
    const key = randomBytes(32)
    const asAlice = alice.sock.user!.lid!
    const refused = await offerFrom(alice.sock, dave.lid, callIds(), key, { creator: asAlice })
    expect(refused.attrs.error).toBe('463')

    // dave issues its token to alice: Baileys keeps it from the privacy_token notification, under dave's LID
    await dave.calls.trust(A)
    const stored = async () => (await alice.sock.authState.keys.get('tctoken', [dave.lid]))[dave.lid]?.token
    await expect.poll(async () => (await stored())?.length ?? 0).toBeGreaterThan(0)
    const token = (await stored())!
    const forged = await offerFrom(alice.sock, dave.lid, callIds(), key, {
      shape: (destination) => offerChildren(destination, Buffer.from('not the token')),
      creator: asAlice,
    })
    expect(forged.attrs.error).toBe('463')
    const callId = callIds()
    const taken = await offerFrom(alice.sock, dave.lid, callId, key, {
      shape: (destination) => offerChildren(destination, token),
      creator: asAlice,
    })
    expect(taken.attrs.error).toBeUndefined()
    expect(await dave.calls.waitFor(callId)).toMatchObject({ state: 'ringing', peer: jid(A) })
    await dave.calls.reject(callId)
    await dave.calls.setCallPrivacy('all')
  })
})
