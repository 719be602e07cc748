import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import { CallMedia } from '../../src/protocol/voip/media/call-media.js'
import type { RelayOffer } from '../../src/protocol/voip/relay/offer.js'
import { samplesPerPacket } from '../../src/protocol/voip/rtp/audio-stream.js'
import { RelayStandIn } from './support/relay-stand-in.js'
import { dominantFrequency, goertzel, tone } from './support/tone.js'

const callKey = Buffer.alloc(32, 7)
const relayKey = Buffer.from('c2Vzc2lvbmtpdC1yZWxheS1rZXk=')
const token = Buffer.from('relay-token-0')
const callId = 'A1B2C3D4E5F60718293A4B5C6D7E8F90'
const callerLid = '111111111111111:0@lid'
const calleeLid = '222222222222222:4@lid'

const offerFor = (relay: RelayStandIn, key = relayKey): RelayOffer => ({
  key,
  hbhKey: null,
  tokens: [token],
  authTokens: [],
  warpTagLength: null,
  endpoints: [
    {
      relayId: 1,
      relayName: 'gru1c01',
      address: '127.0.0.1',
      port: relay.port,
      tokenId: 0,
      authTokenId: 1,
      isFna: false,
      c2rRttMs: null,
      addresses: [{ family: 4, address: '127.0.0.1', port: relay.port }],
    },
  ],
})

/** Plays `frequency` into `media` one packet per playout tick and gathers what it hears until `frames` carry sound. */
function converse(frequency: number, frames: number) {
  let sent = 0
  const heard: Int16Array[] = []
  let done: (pcm: Int16Array) => void = () => {}
  const finished = new Promise<Int16Array>((resolve) => (done = resolve))
  let media: CallMedia | undefined
  const listeners = {
    onAudio: (pcm: Int16Array) => {
      media?.writePcm(tone(frequency, sent, samplesPerPacket))
      sent += samplesPerPacket
      if (pcm.some((s) => s !== 0)) heard.push(pcm)
      if (heard.length === frames) {
        const all = new Int16Array(frames * samplesPerPacket)
        heard.forEach((frame, i) => all.set(frame, i * samplesPerPacket))
        done(all)
      }
    },
    onEnd: () => {},
  }
  return { listeners, finished, attach: (m: CallMedia) => (media = m) }
}

describe('the call media stack, two ends through a relay stand-in', () => {
  const open: { close(): void }[] = []
  afterEach(() => {
    for (const o of open.splice(0)) o.close()
  })

  /** A call through `relay`: the caller plays 440 Hz, the callee 880 Hz, each gathering `frames` frames of sound. */
  async function call(relay: RelayStandIn, frames: number) {
    const up = converse(440, frames)
    const down = converse(880, frames)
    const [caller, callee] = await Promise.all([
      CallMedia.start(
        { callId, direction: 'outgoing', callKey, self: callerLid, peer: calleeLid, relay: offerFor(relay) },
        up.listeners,
      ),
      CallMedia.start(
        { callId, direction: 'incoming', callKey, self: calleeLid, peer: callerLid, relay: offerFor(relay) },
        down.listeners,
      ),
    ])
    open.push(caller, callee)
    up.attach(caller)
    down.attach(callee)
    return { caller, callee, heardByCaller: up.finished, heardByCallee: down.finished }
  }

  it('carries a 440 Hz tone one way and an 880 Hz tone the other', async () => {
    const relay = await new RelayStandIn(relayKey, token).start()
    open.push(relay)
    const consents: string[] = []
    relay.on('consent', (_client, how) => consents.push(how))
    const { callee, heardByCaller, heardByCallee } = await call(relay, 10)
    const [atCaller, atCallee] = await Promise.all([heardByCaller, heardByCallee])
    expect(dominantFrequency(atCallee)).toBe(440)
    expect(dominantFrequency(atCaller)).toBe(880)
    expect(goertzel(atCallee, 440)).toBeGreaterThan(100 * goertzel(atCallee, 880))
    expect(callee.stats).toMatchObject({ packetsRejected: 0, packetsUndecodable: 0 })
    expect(callee.stats.packetsReceived).toBeGreaterThanOrEqual(10)
    expect(consents.sort()).toEqual(['channel', 'channel', 'raw', 'raw'])
  })

  it('keeps the audio going when the path loses one datagram in seven', async () => {
    const relay = await new RelayStandIn(relayKey, token).start()
    open.push(relay)
    relay.lossEvery = 7
    const { callee, heardByCallee } = await call(relay, 20)
    expect(dominantFrequency(await heardByCallee)).toBe(440)
    expect(callee.stats.packetsReceived).toBeGreaterThanOrEqual(20)
  })

  it('sends sender reports the peer authenticates', async () => {
    const relay = await new RelayStandIn(relayKey, token).start()
    open.push(relay)
    const { callee } = await call(relay, 1)
    // Reports go every 1.5 s; each forwarded packet is a moment to look again.
    while (callee.stats.reportsReceived === 0) await once(relay, 'forwarded')
    expect(callee.stats.packetsRejected).toBe(0)
  })

  it('fails when the relay refuses the allocate, and ends the audio when the relay goes away', async () => {
    const relay = await new RelayStandIn(relayKey, token).start()
    open.push(relay)
    const noop = { onAudio: () => {}, onEnd: () => {} }
    await expect(
      CallMedia.start(
        {
          callId,
          direction: 'outgoing',
          callKey,
          self: callerLid,
          peer: calleeLid,
          relay: offerFor(relay, Buffer.from('wrong')),
        },
        noop,
      ),
    ).rejects.toThrow(/refused the allocate with error 401/)
    let ended: (reason: Error) => void = () => {}
    const end = new Promise<Error>((resolve) => (ended = resolve))
    const media = await CallMedia.start(
      { callId, direction: 'outgoing', callKey, self: callerLid, peer: calleeLid, relay: offerFor(relay) },
      { onAudio: () => {}, onEnd: (reason) => ended(reason) },
    )
    open.push(media)
    relay.drop()
    expect((await end).message).toMatch(/closed/)
  })
})
