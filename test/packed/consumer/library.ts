import { join } from 'node:path'
import { SessionEngine } from '@sessionkit/core'
import { startSimulator } from '@sessionkit/simulator'

// The engine as a library, written as a user writes it against the published packages: on SQLite (the native
// driver built at install), paired with a simulated phone by pairing code, sending a text the other phone reads.
const [dataDir = '.'] = process.argv.slice(2)
const sim = await startSimulator()
const engine = new SessionEngine({
  store: `sqlite://${join(dataDir, 'library.sqlite')}`,
  protocol: {
    waWebSocketUrl: sim.url,
    trustedRootKey: sim.rootPublicKey,
    mediaCa: sim.mediaCa,
    defaultMediaHost: sim.mediaHost,
  },
  allowPrivateNetwork: true,
})
try {
  await engine.start()
  const own = await sim.createPhone('15550400100')
  const friend = await sim.createPhone('15550400200')
  const { sessionId } = await engine.sessions.create({ displayName: 'Packed library', deviceBrowser: 'Chrome' })
  const { code } = await engine.sessions.requestPairingCode(sessionId, { phoneNumber: own.phoneNumber })
  await own.enterPairingCode(code)
  const status = await engine.sessions.waitForState(sessionId, ['connected'], 15_000)
  const sent = await engine.messages.sendText(sessionId, {
    to: friend.phoneNumber,
    content: { type: 'text', text: 'Sent from the packed tarballs' },
  })
  const received = await friend.waitForMessage((message) => message.id === sent.messageId)
  console.log('result', JSON.stringify({ phoneJid: status.phoneJid, status: sent.status, received: received.text }))
} finally {
  await engine.stop()
  await sim.close()
}
