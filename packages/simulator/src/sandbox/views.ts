import { proto } from '@whiskeysockets/baileys'
import type { Phone } from '../phone/phone.js'
import type { LinkedDevice, ReceivedMedia, ReceivedMessage } from '../phone/types.js'

export function phoneView(phone: Phone) {
  return {
    phoneNumber: phone.phoneNumber,
    jid: phone.jid,
    lid: phone.lid,
    linkedDevices: phone.linkedDevices().length,
    receivedMessages: phone.messages.length,
  }
}

/** what the server serves others of a phone's profile */
export function profileView(phone: Phone) {
  const { picture, pushName, about, business } = phone.account
  return {
    jid: phone.jid,
    lid: phone.lid,
    pushName,
    about,
    business,
    picture: picture ? { id: picture.id, url: picture.image.url } : null,
  }
}

/** a received attachment without its bytes, which have a route of their own */
export function mediaView(media: ReceivedMedia) {
  const { bytes: _bytes, ...rest } = media
  return rest
}

export function messageView(m: ReceivedMessage) {
  return {
    id: m.id,
    from: m.from,
    fromDevice: m.fromDevice,
    chatJid: m.chatJid,
    ...(m.participant ? { participant: m.participant } : {}),
    timestamp: m.timestamp,
    text: m.text ?? null,
    media: m.media ? mediaView(m.media) : null,
    ...(m.mediaError ? { mediaError: m.mediaError } : {}),
    message: proto.Message.fromObject(m.message).toJSON(),
  }
}

export function deviceView(d: LinkedDevice) {
  return { ...d, linkedAt: d.linkedAt.toISOString() }
}
