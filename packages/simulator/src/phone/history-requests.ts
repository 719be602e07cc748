import { proto } from '@whiskeysockets/baileys'
import type { EventHub } from '../events.js'
import { parseJid } from '../jids.js'
import type { Account } from '../state/accounts.js'
import { type PhoneHistory, uploadHistory } from './history.js'
import type { MediaClient } from './media-client.js'

export interface HistoryRequestDeps {
  account: Account
  history: PhoneHistory
  media: MediaClient
  events: EventHub
  /** a peer message to one companion of the account (PhoneMessaging.sendPeer) */
  sendPeer(deviceId: number, message: proto.IMessage): Promise<void>
}

/**
 * A companion's peer request: HISTORY_SYNC_ON_DEMAND (Baileys Socket/messages-recv.ts fetchMessageHistory,
 * whatsmeow send.go BuildHistorySyncRequest) is answered with a history sync of type ON_DEMAND uploaded to the
 * media host and named by a HISTORY_SYNC_NOTIFICATION peer message to that device, which carries the request's
 * id as `peerDataRequestSessionId` (Baileys passes it on in messaging-history.set; whatsapp-rust
 * src/history_sync.rs reads it). whatsmeow: "The response will come as an *events.HistorySync with type
 * ON_DEMAND". Other peer requests are not served by this phone.
 */
export async function answerHistoryRequest(
  deps: HistoryRequestDeps,
  fromDevice: string,
  id: string,
  message: proto.IMessage,
): Promise<void> {
  const protocol = message.protocolMessage
  const request = protocol?.peerDataOperationRequestMessage
  if (
    protocol?.type !== proto.Message.ProtocolMessage.Type.PEER_DATA_OPERATION_REQUEST_MESSAGE ||
    request?.peerDataOperationRequestType !== proto.Message.PeerDataOperationRequestType.HISTORY_SYNC_ON_DEMAND ||
    !request.historySyncOnDemandRequest
  )
    return
  const device = parseJid(fromDevice)
  if (!device) return
  const history = deps.history.onDemand(request.historySyncOnDemandRequest)
  const notification = await uploadHistory(deps.media, history, { peerDataRequestSessionId: id })
  await deps.sendPeer(device.device, {
    protocolMessage: {
      type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION,
      historySyncNotification: notification,
    },
  })
  deps.events.emit('history-sent', {
    phoneNumber: deps.account.phoneNumber,
    deviceJid: deps.account.pnJid(device.device),
    deviceId: device.device,
    chatJid: request.historySyncOnDemandRequest.chatJid ?? '',
    messages: history.conversations?.[0]?.messages?.length ?? 0,
  })
}
