// The relay stand-ins of bench/call-media.mjs, one per call, in their own process so that their CPU is not
// counted as the calls'. Argument: how many. Answers { ports } once listening, then { cpu } (microseconds of CPU
// since the last ask) each time it is sent 'cpu'.
import { join } from 'node:path'
import { voipBuildDir } from './voip-build.mjs'

const { RelayStandIn } = await import(join(voipBuildDir, 'relay-stand-in.js'))
const [count, key, token] = [Number(process.argv[2]), Buffer.from(process.argv[3]), Buffer.from(process.argv[4])]
const relays = await Promise.all(Array.from({ length: count }, () => new RelayStandIn(key, token).start()))
let last = process.cpuUsage()
process.on('message', (message) => {
  if (message !== 'cpu') return
  const now = process.cpuUsage(last)
  last = process.cpuUsage()
  process.send({ cpu: now.user + now.system })
})
process.on('disconnect', () => {
  for (const relay of relays) relay.close()
})
process.send({ ports: relays.map((r) => r.port) })
