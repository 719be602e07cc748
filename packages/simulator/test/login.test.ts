import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startSimulator, type Simulator } from '../src/index.js'
import {
  connect,
  connectLinked,
  endSocket,
  memoryAuthState,
  waitForClose,
  waitForOpen,
  waitForUpdate,
} from './helpers.js'

describe('handshake and login', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator()
  })
  afterAll(async () => {
    await sim.close()
  })

  it('logs registered creds in to open, with the pending-notifications marker', async () => {
    const phone = await sim.createPhone('15550001111')
    const auth = memoryAuthState(await phone.createLinkedCreds())
    const connected = sim.waitFor('device-connected', (e) => e.phoneNumber === '15550001111')
    const sock = connect(sim, auth)
    const pending = waitForUpdate(sock, (u) => u.receivedPendingNotifications === true)
    await waitForOpen(sock)
    await pending
    const event = await connected
    expect(event.deviceJid).toBe(auth.creds.me!.id)
    expect(auth.creds.me!.lid).toBe(phone.account.lidJid(event.deviceId))
    // the prekeys the client uploaded are on the server
    expect(phone.account.devices.get(event.deviceId)!.preKeys.size).toBeGreaterThan(0)
    expect(phone.linkedDevices().map((d) => d.jid)).toEqual([auth.creds.me!.id])
    expect(phone.linkedDevices()[0]!.connected).toBe(true)
    await endSocket(sock)
  })

  it('answers keep-alive pings', async () => {
    const { sock } = await connectLinked(sim, '15550001112')
    const result = await sock.query({
      tag: 'iq',
      attrs: { to: '@s.whatsapp.net', type: 'get', xmlns: 'w:p' },
      content: [{ tag: 'ping', attrs: {} }],
    })
    expect(result.attrs.type).toBe('result')
    await endSocket(sock)
  })

  it('answers <failure reason=401> to creds whose device was removed', async () => {
    const { phone, auth, sock } = await connectLinked(sim, '15550001113')
    const closed = waitForClose(sock)
    await phone.removeDevice(auth.creds.me!.id)
    expect(await closed).toBe(401)
    const again = connect(sim, auth)
    expect(await waitForClose(again)).toBe(401)
  })

  it('replaces the older socket when the same creds log in twice (440)', async () => {
    const { auth, sock } = await connectLinked(sim, '15550001114')
    const replaced = waitForClose(sock)
    const reported = sim.waitFor('device-replaced', (e) => e.phoneNumber === '15550001114')
    const second = connect(sim, auth)
    await waitForOpen(second)
    expect(await replaced).toBe(440)
    expect((await reported).deviceJid).toBe(auth.creds.me!.id)
    await endSocket(second)
  })

  it('closes a socket that sends garbage and keeps serving others', async () => {
    const raw = new WebSocket(sim.url)
    await new Promise((resolve) => raw.once('open', resolve))
    const closed = new Promise((resolve) => raw.once('close', resolve))
    raw.send(Buffer.from('GET / HTTP/1.1\r\n\r\n'))
    await closed
    const { sock } = await connectLinked(sim, '15550001115')
    expect(sock.ws.isOpen).toBe(true)
    await endSocket(sock)
  })

  it('logs in creds provisioned with prekeys already on the server without uploading any', async () => {
    const phone = await sim.createPhone('15550001116')
    const { creds, preKeys } = await phone.createLinkedAuth({ preKeys: 30 })
    const auth = memoryAuthState(creds)
    await auth.keys.set({ 'pre-key': preKeys })
    const uploads: string[] = []
    const off = sim.on('node-in', (e) => {
      if (e.phoneNumber === '15550001116' && e.node.attrs.xmlns === 'encrypt' && e.node.attrs.type === 'set')
        uploads.push(e.node.attrs.id!)
    })
    const sock = connect(sim, auth)
    await waitForOpen(sock)
    off()
    expect(uploads).toEqual([])
    expect(phone.account.devices.get(1)!.preKeys.size).toBe(30)
    await endSocket(sock)
  })
})
