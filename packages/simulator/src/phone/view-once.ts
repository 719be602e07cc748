import type { proto } from '@whiskeysockets/baileys'
import type { ReceivedMedia, ReceivedMessage } from './types.js'

/** a view-once message: its content inside viewOnceMessage (v1, Baileys' own), V2 or V2Extension (WAProto Message) */
export function isViewOnce(message: proto.IMessage): boolean {
  return !!(message.viewOnceMessage ?? message.viewOnceMessageV2 ?? message.viewOnceMessageV2Extension)
}

/** The view-once messages the phone has opened: each opens once. */
export class ViewOnceOpenings {
  private readonly opened = new Set<string>()

  constructor(
    private readonly phoneNumber: string,
    /** the messages the phone received */
    private readonly received: readonly ReceivedMessage[],
  ) {}

  /**
   * Opens a view-once message the phone received (viewOnceMessage v1 or v2 around an image, video or voice note,
   * WAProto Message): its attachment is shown once; WhatsApp's apps refuse a second opening.
   */
  open(messageId: string): ReceivedMedia {
    const received = this.received.find((m) => m.id === messageId)
    if (!received) throw new Error(`phone ${this.phoneNumber} has no received message ${messageId}`)
    if (!isViewOnce(received.message)) throw new Error(`message ${messageId} is not view-once`)
    if (this.opened.has(messageId)) throw new Error(`view-once message ${messageId} was already opened`)
    if (!received.media) throw new Error(`view-once message ${messageId} has no attachment: ${received.mediaError}`)
    this.opened.add(messageId)
    return received.media
  }

  /** whether the phone opened the view-once message `messageId` */
  has(messageId: string): boolean {
    return this.opened.has(messageId)
  }
}
