import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedState, pairedSession, startWorld, type World } from './harness.js'

describe('sessions end to end (real Baileys, simulator)', () => {
  let world: World
  beforeAll(async () => {
    world = await startWorld()
  })
  afterAll(async () => {
    await world.close()
  })

  it('pairs by pairing code: auth.paired, then connected, with the phone listing the device', async () => {
    const h = await world.engine()
    const phone = await world.sim.createPhone('15550100001')
    const created = await h.api('POST', '/sessions', { displayName: 'Shop bot', deviceBrowser: 'Firefox' })
    expect(created.status).toBe(201)
    const { sessionId } = created.body.data
    const since = h.events.mark()

    const pairing = await h.api('POST', `/sessions/${sessionId}/auth/pairing-code`, { phoneNumber: '15550100001' })
    expect(pairing.status).toBe(200)
    expect(pairing.body.data.code).toMatch(/^[A-Z0-9]{8}$/)
    await phone.enterPairingCode(pairing.body.data.code)
    await h.events.waitFor('connection.state', connectedState(sessionId), { since })

    const status = await h.api('GET', `/sessions/${sessionId}`)
    expect(status.body.data).toMatchObject({
      paired: true,
      active: true,
      connected: true,
      connectionState: 'connected',
      status: 'connected',
      phoneJid: '15550100001@s.whatsapp.net',
    })
    expect(status.body.data.lastConnectedAt).toEqual(expect.any(String))
    const types = h.events.seen
      .slice(since)
      .filter((e) => e.sessionId === sessionId)
      .map((e) => (e.type === 'connection.state' ? `state:${(e.data as { state: string }).state}` : e.type))
    expect(types.indexOf('auth.paired')).toBeGreaterThan(-1)
    expect(types.indexOf('auth.paired')).toBeLessThan(types.lastIndexOf('state:connected'))
    expect(types[0]).toBe('state:connecting')
    expect(h.events.of('auth.paired', sessionId)[0]!.data).toMatchObject({
      phoneJid: '15550100001@s.whatsapp.net',
      method: 'pairing_code',
    })
    expect(phone.linkedDevices()).toHaveLength(1)

    const again = await h.api('POST', `/sessions/${sessionId}/auth/pairing-code`, { phoneNumber: '15550100001' })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('session_already_paired')
  })

  it('pairs by QR: the QR endpoint serves the code the phone scans', async () => {
    const h = await world.engine()
    const phone = await world.sim.createPhone('15550100002')
    const { sessionId } = (await h.api('POST', '/sessions', { displayName: 'QR bot' })).body.data
    const since = h.events.mark()
    const qr = await h.api('GET', `/sessions/${sessionId}/auth/qr`)
    expect(qr.status).toBe(200)
    expect(qr.body.data.qr).toMatch(/^https:\/\/wa\.me\/settings\/linked_devices#/)
    expect(qr.body.data.pngDataUrl).toMatch(/^data:image\/png;base64,/)
    expect((await h.api('GET', `/sessions/${sessionId}`)).body.data).toMatchObject({
      qrAvailable: true,
      connectionState: 'connecting',
      paired: false,
    })
    // Events reach handlers after the durable sinks stored them, so the first QR's event may trail the response.
    expect((await h.events.waitFor('auth.qr', (e) => e.sessionId === sessionId, { since })).data.qr).toBe(
      qr.body.data.qr,
    )

    await phone.scanQr(qr.body.data.qr)
    await h.events.waitFor('connection.state', connectedState(sessionId), { since })
    expect(h.events.of('auth.paired', sessionId)[0]!.data.method).toBe('qr')
    expect((await h.api('GET', `/sessions/${sessionId}`)).body.data).toMatchObject({
      connected: true,
      qrAvailable: false,
    })
    expect((await h.api('GET', `/sessions/${sessionId}/auth/qr`)).status).toBe(409)
  })

  it('reconnects after a restart on the same SQLite file without pairing again', async () => {
    const first = await world.engine()
    const { sessionId, phone } = await pairedSession(world, first, '15550100003')
    await first.engine.stop()

    const second = await world.engine({}, first.file)
    const restored = await second.events.waitFor('connection.state', connectedState(sessionId))
    expect(restored.data.connected).toBe(true)
    expect((await second.api('GET', `/sessions/${sessionId}`)).body.data).toMatchObject({
      connected: true,
      paired: true,
    })
    expect(phone.linkedDevices()).toHaveLength(1)
    expect(second.events.of('auth.paired', sessionId)).toHaveLength(0)
  })

  it('returns to connected by itself after a dropped connection and after a stream error', async () => {
    const h = await world.engine()
    const { sessionId } = await pairedSession(world, h, '15550100004')

    let since = h.events.mark()
    world.sim.faults.dropConnections('15550100004')
    await h.events.waitFor('connection.state', (e) => e.sessionId === sessionId && e.data.state === 'disconnected', {
      since,
    })
    await h.events.waitFor('connection.state', connectedState(sessionId), { since })

    since = h.events.mark()
    world.sim.faults.streamError('15550100004', 503)
    const failure = await h.events.waitFor('stream.failure', (e) => e.sessionId === sessionId, { since })
    expect(failure.data.statusCode).toBe(503)
    await h.events.waitFor('connection.state', connectedState(sessionId), { since })
  })

  it('backs off while connections are refused, then recovers', async () => {
    const h = await world.engine()
    const { sessionId } = await pairedSession(world, h, '15550100005')
    const since = h.events.mark()
    world.sim.faults.refuseConnections(1_500)
    world.sim.faults.dropConnections('15550100005')
    await h.events.waitFor('connection.state', connectedState(sessionId), { since, timeoutMs: 20_000 })
    const retries = h.events
      .of('connection.state', sessionId)
      .filter((e) => e.data.state === 'disconnected' && h.events.seen.indexOf(e) >= since)
    expect(retries.length).toBeGreaterThanOrEqual(2)
    const delays = retries.map((e) => Date.parse(e.data.retryAt!) - Date.parse(e.createdAt))
    expect(Math.max(...delays)).toBeGreaterThan(Math.min(...delays))
  })

  it('keeps a text received at login when the connection drops right after the session receipted it', async () => {
    // Baileys receipts a message before it emits it, and holds what it processed at login in its event buffer for a
    // moment; a socket that ends then discards that buffer. The server, holding the receipt, never sends it again.
    const h = await world.engine()
    const { sessionId } = await pairedSession(world, h, '15550100008')
    const friend = await world.sim.createPhone('15550100009')
    let since = h.events.mark()
    world.sim.faults.refuseConnections(60_000)
    world.sim.faults.dropConnections('15550100008')
    await h.events.waitFor('connection.state', (e) => e.sessionId === sessionId && e.data.state === 'disconnected', {
      since,
    })
    const { id } = await friend.sendText('15550100008@s.whatsapp.net', 'sent while the session was away')
    let dropped: number | null = null
    const stopWatching = world.sim.on('node-in', ({ phoneNumber, node }) => {
      if (dropped !== null || phoneNumber !== '15550100008' || node.tag !== 'receipt' || node.attrs.id !== id) return
      dropped = h.events.mark()
      world.sim.faults.dropConnections('15550100008')
    })
    since = h.events.mark()
    world.sim.faults.refuseConnections(0)
    try {
      const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
      expect(received.data.text).toBe('sent while the session was away')
      expect(dropped).not.toBeNull()
    } finally {
      stopWatching()
    }
    await h.events.waitFor('connection.state', connectedState(sessionId), { since: dropped! })
  })

  it('goes to error with a reason when the phone logs the device out, and can pair again', async () => {
    const h = await world.engine()
    const { sessionId, phone } = await pairedSession(world, h, '15550100006')
    const since = h.events.mark()
    await phone.removeDevice(phone.linkedDevices()[0]!.jid)
    const error = await h.events.waitFor(
      'connection.state',
      (e) => e.sessionId === sessionId && e.data.state === 'error',
      { since },
    )
    expect(error.data.reason).toBe('logged_out')
    const status = (await h.api('GET', `/sessions/${sessionId}`)).body.data
    expect(status).toMatchObject({
      paired: false,
      connected: false,
      connectionState: 'error',
      errorReason: 'logged_out',
    })
    expect(status.errorMessage).toMatch(/logged out/i)

    const mark = h.events.mark()
    const pairing = await h.api('POST', `/sessions/${sessionId}/auth/pairing-code`, { phoneNumber: '15550100006' })
    expect(pairing.status).toBe(200)
    await phone.enterPairingCode(pairing.body.data.code)
    await h.events.waitFor('connection.state', connectedState(sessionId), { since: mark })
    expect((await h.api('GET', `/sessions/${sessionId}`)).body.data).toMatchObject({
      paired: true,
      connected: true,
      errorReason: null,
    })
  })

  it('delete logs the device out: it disappears from the phone and session.deleted fires', async () => {
    const h = await world.engine()
    const { sessionId, phone } = await pairedSession(world, h, '15550100007')
    expect(phone.linkedDevices()).toHaveLength(1)
    const removed = world.sim.waitFor('device-removed', (e) => e.phoneNumber === '15550100007')
    const deleted = await h.api('DELETE', `/sessions/${sessionId}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body.data).toEqual({ sessionId, deleted: true, loggedOut: true })
    expect((await removed).by).toBe('companion')
    expect(phone.linkedDevices()).toHaveLength(0)
    expect(h.events.of('session.deleted', sessionId)).toHaveLength(1)
    expect((await h.api('GET', `/sessions/${sessionId}`)).status).toBe(404)
  })
})
