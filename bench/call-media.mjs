// CPU per call of the call media stack (packages/core/src/protocol/voip): `BENCH_CALLS` 1:1 calls (10) with both
// ends in this process, each end sending a tone and playing what it hears through its own relay stand-in (a
// child process, bench/lib/relay-child.mjs), measured over `BENCH_CALL_SECONDS` (10) once audio flows both ways.
// One end is what one session carries. Reference, same run, same process, same cadence and duration: the same
// number of ends doing only the Opus work (encode a 60 ms frame, decode one, every 60 ms), no relay, no crypto.
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { benchDir, emit, log, round } from './lib/common.mjs'
import { buildVoip } from './lib/voip-build.mjs'

const calls = Number(process.env.BENCH_CALLS ?? 10)
const seconds = Number(process.env.BENCH_CALL_SECONDS ?? 10)
const ends = calls * 2
const load = await buildVoip()
const [{ CallMedia, samplesPerPacket, packetMs }, { tone }, { loadOpus, OpusEncoder, OpusDecoder }] = await Promise.all(
  ['voip', 'tone', 'opus'].map(load),
)

const key = 'YmVuY2gtcmVsYXkta2V5'
const token = 'bench-token'
const relayChild = fork(join(benchDir, 'lib', 'relay-child.mjs'), [String(calls), key, token])
const [{ ports }] = await once(relayChild, 'message')
const relayCpu = async () => {
  relayChild.send('cpu')
  return (await once(relayChild, 'message'))[0].cpu
}

/** CPU microseconds this process spends over `seconds`. */
async function cpuOver() {
  const before = process.cpuUsage()
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  const spent = process.cpuUsage(before)
  return spent.user + spent.system
}

const offer = (port) => ({
  key: Buffer.from(key),
  tokens: [Buffer.from(token)],
  warpTagLength: null,
  endpoints: [{ relayId: 1, relayName: 'bench', address: '127.0.0.1', port, tokenId: 0, authTokenId: 1, isFna: false }],
})

log(`call-media: ${calls} calls (${ends} ends), ${seconds} s`)
const heard = new Set()
let allHeard
const flowing = new Promise((resolve) => (allHeard = resolve))
const media = []
await Promise.all(
  ports.map(async (port, call) => {
    const callId = `BENCH${String(call).padStart(27, '0')}`
    const sides = [
      ['111111111111111:0@lid', '222222222222222:0@lid', 'outgoing', 440],
      ['222222222222222:0@lid', '111111111111111:0@lid', 'incoming', 880],
    ]
    await Promise.all(
      sides.map(async ([self, peer, direction, frequency], side) => {
        let sent = 0
        let end
        const listeners = {
          onAudio: (pcm) => {
            end?.writePcm(tone(frequency, sent, samplesPerPacket))
            sent += samplesPerPacket
            if (pcm.some((s) => s !== 0) && !heard.has(`${call}:${side}`)) {
              heard.add(`${call}:${side}`)
              if (heard.size === ends) allHeard()
            }
          },
          onEnd: (reason) => log(`call ${call} side ${side} ended: ${reason.message}`),
        }
        end = await CallMedia.start(
          { callId, direction, callKey: Buffer.alloc(32, call), self, peer, relay: offer(port) },
          listeners,
        )
        media.push(end)
      }),
    )
  }),
)
await flowing
await relayCpu()
const stackCpu = await cpuOver()
const relaySpent = await relayCpu()
const stats = media.map((m) => m.stats)
for (const end of media) end.close()
relayChild.disconnect()

const opus = await loadOpus()
const codecs = Array.from({ length: ends }, (_, i) => ({
  encoder: new OpusEncoder(opus),
  decoder: new OpusDecoder(opus),
  sent: i,
}))
const timers = codecs.map((codec) =>
  setInterval(() => {
    const packet = codec.encoder.encode(tone(440, codec.sent, samplesPerPacket))
    codec.sent += samplesPerPacket
    codec.decoder.decode(packet)
  }, packetMs),
)
const codecCpu = await cpuOver()
for (const timer of timers) clearInterval(timer)

const perEnd = (cpu) => cpu / 1e6 / seconds / ends
const stackShare = perEnd(stackCpu)
const codecShare = perEnd(codecCpu)
const received = stats.reduce((sum, s) => sum + s.packetsReceived, 0)
const relayShare = round((relaySpent / 1e6 / seconds) * 100)
const rejected = stats.reduce((sum, s) => sum + s.packetsRejected + s.packetsUndecodable, 0)
log(`packets received ${received}, rejected or undecodable ${rejected}; relay stand-ins ${relayShare}% of a core`)
emit([
  {
    figure: `call media: CPU per call end (${calls} calls, ${ends} ends, Opus 60 ms both ways, SRTP, SCTP over DTLS)`,
    value: round(stackShare * 100, 3),
    unit: '% of a core',
    reference: round(codecShare * 100, 3),
    refUnit: '% of a core, Opus encode + decode alone',
    ratio: round(stackShare / codecShare),
    pass: null,
  },
  {
    figure: 'call media: call ends per core (one end is one session in a call)',
    value: Math.floor(1 / stackShare),
    unit: 'ends',
    reference: Math.floor(1 / codecShare),
    refUnit: 'ends, Opus alone',
    ratio: round(codecShare / stackShare),
    pass: null,
  },
])
process.exit(0)
