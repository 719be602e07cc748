import { createSocket } from 'node:dgram'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'
import { RelayChannel } from '../../src/protocol/voip/transport/relay-channel.js'

const ignore = { onMessage: () => {}, onRawStun: () => {}, onClose: () => {} }

describe('the relay channel', () => {
  it('gives up on a relay that never answers the DTLS handshake, after its time', async () => {
    const blackHole = createSocket('udp4')
    blackHole.bind(0, '127.0.0.1')
    await once(blackHole, 'listening')
    try {
      const hello = once(blackHole, 'message')
      const connecting = RelayChannel.connect('127.0.0.1', blackHole.address().port, 300, ignore)
      const [clientHello] = await hello
      // A DTLS handshake record: content type 22.
      expect(clientHello[0]).toBe(22)
      await expect(connecting).rejects.toThrow(`relay 127.0.0.1:${blackHole.address().port} did not connect in 300 ms`)
    } finally {
      blackHole.close()
    }
  })

  it('fails at once when nothing listens at the address', async () => {
    const closed = createSocket('udp4')
    closed.bind(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = closed.address().port
    closed.close()
    await expect(RelayChannel.connect('127.0.0.1', port, 10_000, ignore)).rejects.toThrow(/ECONNREFUSED/)
  })
})
