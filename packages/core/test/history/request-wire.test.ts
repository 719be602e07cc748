import { proto } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { historyRequest } from '../../src/protocol/baileys/wire/history-request.js'

/**
 * The on-demand history request against whatsapp-rust @1489b7da: `wacore/src/send/peer.rs` `build_peer_stanza`
 * (category `peer`, `push_priority`, `privacy_sensitive` when set, `<meta appdata="default">`) and
 * `wacore/src/send/tests.rs`, whose high-force cases give HistorySyncOnDemand `PushPriority::HighForce` and
 * `PrivacySensitiveType::OnDemand` (`"1"`, `wacore/src/types/message.rs`).
 */
describe('historyRequest', () => {
  it('is a HISTORY_SYNC_ON_DEMAND peer operation in a stanza marked privacy_sensitive="1", high_force', () => {
    const request = historyRequest(20, {
      chatJid: '15550001111@s.whatsapp.net',
      messageId: '3EB0OLDEST',
      fromMe: false,
      timestampSeconds: 1_764_000_000,
    })
    expect(request.attributes).toEqual({ category: 'peer', push_priority: 'high_force', privacy_sensitive: '1' })
    expect(request.nodes).toEqual([{ tag: 'meta', attrs: { appdata: 'default' } }])
    const decoded = proto.Message.decode(proto.Message.encode(request.message).finish())
    expect(decoded.protocolMessage?.type).toBe(proto.Message.ProtocolMessage.Type.PEER_DATA_OPERATION_REQUEST_MESSAGE)
    const operation = decoded.protocolMessage?.peerDataOperationRequestMessage
    expect(operation?.peerDataOperationRequestType).toBe(
      proto.Message.PeerDataOperationRequestType.HISTORY_SYNC_ON_DEMAND,
    )
    expect(operation?.historySyncOnDemandRequest).toMatchObject({
      chatJid: '15550001111@s.whatsapp.net',
      oldestMsgId: '3EB0OLDEST',
      oldestMsgFromMe: false,
      onDemandMsgCount: 20,
    })
    // seconds, as whatsmeow send.go BuildHistorySyncRequest notes
    expect(Number(operation?.historySyncOnDemandRequest?.oldestMsgTimestampMs)).toBe(1_764_000_000)
  })
})
