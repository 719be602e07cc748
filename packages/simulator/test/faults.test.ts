import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../src/index.js'
import type { BinaryNode } from '@whiskeysockets/baileys'
import {
  connect,
  connectLinked,
  endSocket,
  memoryAuthState,
  waitForClose,
  waitForEvent,
  waitForOpen,
  waitForUpdate,
} from './helpers.js'

const ping = {
  tag: 'iq',
  attrs: { to: '@s.whatsapp.net', type: 'get', xmlns: 'w:p' },
  content: [{ tag: 'ping', attrs: {} }],
}

describe('fault injection', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startSimulator()
  })
  afterAll(async () => {
    await sim.close()
  })

  it('dropConnections closes sockets abruptly (428) and only those of the given phone', async () => {
    const a = await connectLinked(sim, '15550004001')
    const b = await connectLinked(sim, '15550004002')
    const closed = waitForClose(a.sock)
    sim.faults.dropConnections('15550004001')
    expect(await closed).toBe(428)
    expect(b.sock.ws.isOpen).toBe(true)
    const again = connect(sim, a.auth)
    await waitForOpen(again)
    await endSocket(again)
    await endSocket(b.sock)
  })

  it('streamError sends <stream:error code> then closes', async () => {
    const a = await connectLinked(sim, '15550004003')
    const closed = waitForClose(a.sock)
    sim.faults.streamError('15550004003', 515)
    expect(await closed).toBe(515)
    const b = await connectLinked(sim, '15550004004')
    const closedDefault = waitForClose(b.sock)
    sim.faults.streamError()
    expect(await closedDefault).toBe(503)
  })

  it('refuseConnections rejects new sockets until the window ends', async () => {
    const phone = await sim.createPhone('15550004005')
    const creds = await phone.createLinkedCreds()
    const auth = memoryAuthState(creds)
    sim.faults.refuseConnections(60_000)
    const refused = connect(sim, auth)
    // Baileys maps the reset ('socket hang up') to 408 connectionLost: a paired session reconnects
    expect(await waitForClose(refused)).toBe(408)
    sim.faults.refuseConnections(0)
    const accepted = connect(sim, auth)
    await waitForOpen(accepted)
    await endSocket(accepted)
  })

  it('delayReplies holds every reply back, and 0 turns it off', async () => {
    const { sock } = await connectLinked(sim, '15550004006')
    sim.faults.delayReplies(800)
    const started = Date.now()
    await sock.query(structuredClone(ping))
    expect(Date.now() - started).toBeGreaterThanOrEqual(790)
    sim.faults.delayReplies(0)
    const fast = Date.now()
    await sock.query(structuredClone(ping))
    expect(Date.now() - fast).toBeLessThan(790)
    await endSocket(sock)
  })
  it('loseUplink drops what the socket sends: a message it receipted is sent again after a drop', async () => {
    const a = await connectLinked(sim, '15550004007')
    const bob = await sim.createPhone('15550004008')
    const receipts: string[] = []
    // from the companion only: the account's phone receipts the message too
    const stopListening = sim.on('receipt-relayed', ({ id, fromJid }) => {
      if (fromJid.startsWith('15550004007:')) receipts.push(id)
    })
    sim.faults.loseUplink('15550004007')
    const upserted = waitForEvent(a.sock, 'messages.upsert')
    const sent = await bob.sendText('15550004007', 'its receipt is lost')
    expect((await upserted).messages[0]!.key.id).toBe(sent.id)
    const closed = waitForClose(a.sock)
    sim.faults.dropConnections('15550004007')
    await closed
    // the receipt the companion sent never reached the sender
    expect(receipts).not.toContain(sent.id)
    stopListening()
    const again = connect(sim, a.auth)
    const redelivered = new Promise<BinaryNode>((resolve) =>
      again.ws.on('CB:message', (node: BinaryNode) => node.attrs.id === sent.id && resolve(node)),
    )
    expect((await redelivered).attrs.offline).toBeDefined()
    await endSocket(again)
  })
  it('holdOfflineMarker sends a login its backlog without the marker that ends it, until released', async () => {
    const a = await connectLinked(sim, '15550004009')
    const bob = await sim.createPhone('15550004010')
    const closed = waitForClose(a.sock)
    await endSocket(a.sock)
    await closed
    const sent = await bob.sendText('15550004009', 'in the backlog')
    const release = sim.faults.holdOfflineMarker('15550004009')
    const held = connect(sim, a.auth)
    const markers: BinaryNode[] = []
    held.ws.on('CB:ib,,offline', (node: BinaryNode) => markers.push(node))
    const backlog = await new Promise<BinaryNode>((resolve) =>
      held.ws.on('CB:message', (node: BinaryNode) => node.attrs.id === sent.id && resolve(node)),
    )
    expect(backlog.attrs.offline).toBe('1')
    // the marker follows the backlog in the same burst when it is sent: a ping answered after it proves it was not
    await held.query(ping as BinaryNode)
    expect(markers).toEqual([])
    await endSocket(held)
    release()
    const again = connect(sim, a.auth)
    const marker = await new Promise<BinaryNode>((resolve) => again.ws.on('CB:ib,,offline', resolve))
    expect(marker.content).toEqual([{ tag: 'offline', attrs: { count: expect.any(String) } }])
    await endSocket(again)
  })
  it('holdHistorySync sends a new companion the app-state key share alone, and the history notification on release', async () => {
    const phone = await sim.createPhone('15550004011')
    const release = sim.faults.holdHistorySync('15550004011')
    const sent: string[] = []
    const stopListening = sim.on('initial-sync-sent', (e) => sent.push(e.phoneNumber))
    const state = memoryAuthState()
    const first = connect(sim, state)
    const { qr } = await waitForUpdate(first, (u) => !!u.qr)
    const restart = waitForClose(first)
    await phone.scanQr(qr!)
    await restart
    const sock = connect(sim, state)
    const history = waitForEvent(sock, 'messaging-history.set', () => true, 30_000)
    await waitForEvent(sock, 'creds.update', (update) => !!update.myAppStateKeyId)
    // what the server had for the companion before the ping is in; the notification was not among it
    await sock.query(ping as BinaryNode)
    expect(sent).toEqual([])
    release()
    await history
    expect(sent).toEqual(['15550004011'])
    stopListening()
    await endSocket(sock)
  })
})
