import { randomBytes } from 'node:crypto'
import { type BinaryNode, encodeSignedDeviceIdentity, jidDecode, jidNormalizedUser } from '@whiskeysockets/baileys'
import { ProtocolError } from '../port.js'
import type { CallSendOptions, CallsPort, CallTarget } from '../ports/calls.js'
import { kindOfStatus, protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import { acceptNode, muteNode, offerNode, parseCallNode, rejectNode, terminateNode } from './wire/calls.js'
import { parseStanzaError } from './wire/stanzas.js'

/**
 * `connection.calls` on Baileys, which has no call stack: the offer goes through Baileys' own device list, Signal
 * sessions and per-device encryption (as its message sends do), the rest are raw `<call>` stanzas (wire/calls.ts)
 * sent with `query`, which waits for the server's typed ack. Baileys' `rejectCall` is not used: it writes the
 * sender as `call-creator` (wrong when the offer named another creator) and returns the same whether the server
 * acked, refused or never answered. Inbound `<call>`s are read off the socket (Baileys' `call` event drops mute
 * states and terminate reasons, and cannot tell the account's own devices from the peer's).
 */
export function createCallsFacet(context: FacetContext): CallsPort {
  const { socket, emit, clock, logger } = context
  const me = () => {
    const user = socket.user
    if (!user?.id) throw new ProtocolError('the connection is not logged in', { kind: 'unavailable' })
    return user
  }
  const ownUsers = (): string[] =>
    [socket.user?.id, socket.user?.lid].map((jid) => jidDecode(jid)?.user).filter((user): user is string => !!user)

  /** Sends one `<call>` and checks the server's ack: a refusal, no answer or another answer rejects. */
  const send = async (what: string, node: BinaryNode, { ackTimeoutMs }: CallSendOptions): Promise<void> => {
    let answer: BinaryNode | undefined
    try {
      answer = await socket.query(node, ackTimeoutMs)
    } catch (error) {
      throw protocolErrorOf(error, what)
    }
    // Baileys' query answers nothing when its wait for the answer timed out (and throws when its own timer won).
    if (!answer)
      throw new ProtocolError(`${what}: WhatsApp did not acknowledge it within ${ackTimeoutMs} ms`, { kind: 'timeout' })
    if (answer.tag !== 'ack')
      throw new ProtocolError(`${what}: WhatsApp answered with <${answer.tag}> instead of an ack`, {
        kind: 'unavailable',
      })
    const refusal = parseStanzaError(answer)
    if (refusal)
      throw new ProtocolError(`${what}: WhatsApp refused it (${answer.attrs.error})`, {
        kind: kindOfStatus(refusal.code),
        statusCode: refusal.code,
      })
  }
  const target = (call: CallTarget) => ({
    callId: call.callId,
    creatorJid: call.creatorJid,
    to: call.to,
    id: socket.generateMessageTag(),
  })

  socket.ws.on('CB:call', (node: BinaryNode) => {
    const parsed = parseCallNode(node)
    if (!parsed) return
    const sender = jidDecode(parsed.fromJid)?.user
    emit({
      type: 'call.signal',
      callId: parsed.callId,
      creatorJid: parsed.creatorJid,
      action: parsed.action,
      fromJid: parsed.fromJid,
      peerJid: jidNormalizedUser(parsed.callerPnJid ?? parsed.fromJid),
      fromOwnAccount: sender !== undefined && ownUsers().includes(sender),
      video: parsed.video,
      reason: parsed.reason,
      muted: parsed.muted,
      at: parsed.at ?? clock.now(),
    })
  })

  return {
    async offer(callId, peerJid, options) {
      const user = me()
      const what = `calling ${peerJid} failed`
      if (ownUsers().includes(jidDecode(peerJid)?.user ?? ''))
        throw new ProtocolError(`${what}: the session cannot call its own account`, { kind: 'invalid' })
      let node: BinaryNode
      try {
        const devices = (await socket.getUSyncDevices([peerJid], false, false)).map((device) => device.jid)
        if (devices.length === 0)
          throw new ProtocolError(`${what}: WhatsApp lists no device for it`, { kind: 'not_found' })
        await socket.assertSessions(devices)
        // The call key every device of the peer gets, each under its own Signal session (whatsapp-rust: `<enc>` per device).
        const { nodes, shouldIncludeDeviceIdentity } = await socket.createParticipantNodes(
          devices,
          { call: { callKey: randomBytes(32) } },
          { count: '0' },
        )
        const account = socket.authState.creds.account
        const deviceIdentity = shouldIncludeDeviceIdentity && account ? encodeSignedDeviceIdentity(account, true) : null
        node = offerNode({
          to: peerJid,
          id: socket.generateMessageTag(),
          callId,
          creatorJid: user.id,
          deviceKeys: nodes,
          deviceIdentity,
        })
      } catch (error) {
        throw protocolErrorOf(error, what)
      }
      const acknowledged = send(`WhatsApp did not take the call to ${peerJid}`, node, options)
      // Settled by the caller later; until then a refusal must not count as unhandled.
      acknowledged.catch((error: unknown) => logger.debug({ err: error, callId }, 'call offer not acknowledged'))
      return { creatorJid: user.id, acknowledged }
    },
    accept: (call, options) => send(`accepting call ${call.callId} failed`, acceptNode(target(call)), options),
    reject: (call, options) => send(`rejecting call ${call.callId} failed`, rejectNode(target(call)), options),
    terminate: (call, { reason, ...options }) =>
      send(
        `ending call ${call.callId} failed`,
        terminateNode({ ...target(call), ...(reason ? { reason } : {}) }),
        options,
      ),
    mute: (call, muted, options) =>
      send(`muting call ${call.callId} failed`, muteNode({ ...target(call), muted }), options),
  }
}
