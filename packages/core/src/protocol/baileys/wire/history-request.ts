import { proto } from '@whiskeysockets/baileys'

/**
 * An on-demand history request as WhatsApp Web sends it: a PEER_DATA_OPERATION_REQUEST_MESSAGE of type
 * HISTORY_SYNC_ON_DEMAND to the account's own phone, in a stanza of category `peer`, `push_priority="high_force"` and
 * `privacy_sensitive="1"`, with `<meta appdata="default">` (whatsapp-rust `wacore/src/send/peer.rs`
 * `build_peer_stanza` and `wacore/src/types/message.rs` `PeerMessageOptions::high_force_on_demand`, tested for
 * HistorySyncOnDemand in `wacore/src/send/tests.rs`). Baileys' fetchMessageHistory builds the same message but its
 * stanza lacks `privacy_sensitive` and takes no extra attributes, so it is relayed from here. The timestamp goes in
 * seconds: whatsmeow's send.go BuildHistorySyncRequest notes that `oldestMsgTimestampMs` carries seconds despite its
 * name. Unverified against WhatsApp.
 */
export function historyRequest(
  count: number,
  oldest: { chatJid: string; messageId: string; fromMe: boolean; timestampSeconds: number },
): {
  message: proto.IMessage
  attributes: Record<string, string>
  nodes: { tag: string; attrs: Record<string, string> }[]
} {
  return {
    message: {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.PEER_DATA_OPERATION_REQUEST_MESSAGE,
        peerDataOperationRequestMessage: {
          peerDataOperationRequestType: proto.Message.PeerDataOperationRequestType.HISTORY_SYNC_ON_DEMAND,
          historySyncOnDemandRequest: {
            chatJid: oldest.chatJid,
            oldestMsgId: oldest.messageId,
            oldestMsgFromMe: oldest.fromMe,
            oldestMsgTimestampMs: oldest.timestampSeconds,
            onDemandMsgCount: count,
          },
        },
      },
    },
    attributes: { category: 'peer', push_priority: 'high_force', privacy_sensitive: '1' },
    nodes: [{ tag: 'meta', attrs: { appdata: 'default' } }],
  }
}
