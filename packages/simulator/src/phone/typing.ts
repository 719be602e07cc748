import { type BinaryNode, getBinaryNodeChild } from '@whiskeysockets/baileys'
import type { EventHub } from '../events.js'
import { parseJid, pnJid, PN_SERVER } from '../jids.js'
import type { PhoneLine } from './line.js'

/** What a chat's other side is doing, as the phone shows it under the chat's name. */
export type ChatState = 'composing' | 'recording' | 'paused'

/**
 * The typing states the phone is shown. WhatsApp sends a person's chat states only to the connections
 * subscribed to their presence (whatsmeow presence.go `SubscribePresence`), as WhatsApp's apps subscribe when a
 * chat opens: `<presence type=subscribe to/>` (Baileys Socket/chats.ts `presenceSubscribe`). They arrive as
 * `<chatstate from><composing media?/>|<paused/></chatstate>` (whatsmeow presence.go `handleChatState`: `media=audio`
 * is recording; Baileys Socket/chats.ts `handlePresenceUpdate` reads the same).
 */
export class PhoneTyping {
  private readonly states = new Map<string, { state: ChatState; at: number }>()

  constructor(
    private readonly line: PhoneLine,
    private readonly events: EventHub,
    private readonly phoneNumber: string,
    private readonly now: () => number,
  ) {}

  /**
   * the phone opens the chat with `jid`: the app in the foreground is online, and it subscribes to their presence, so
   * it sees their typing (WhatsApp sends chat states only to a client marked online)
   */
  async subscribe(jid: string): Promise<void> {
    await this.line.send({ tag: 'presence', attrs: { type: 'available' } })
    await this.line.send({ tag: 'presence', attrs: { type: 'subscribe', to: jid } })
  }

  receive(node: BinaryNode): void {
    const from = parseJid(node.attrs.from)
    const child = getBinaryNodeChild(node, 'composing') ?? getBinaryNodeChild(node, 'paused')
    if (!from || !child) return
    const state: ChatState =
      child.tag === 'paused' ? 'paused' : child.attrs.media === 'audio' ? 'recording' : 'composing'
    const chatJid = from.server === PN_SERVER ? pnJid(from.user) : `${from.user}@${from.server}`
    this.states.set(chatJid, { state, at: this.now() })
    this.events.emit('phone-chatstate', { phoneNumber: this.phoneNumber, chatJid, state })
  }

  /** what the chat with `chatJid` shows: null before its other side typed at all */
  of(chatJid: string): { state: ChatState; at: number } | null {
    return this.states.get(chatJid) ?? null
  }

  all(): { chatJid: string; state: ChatState; at: number }[] {
    return [...this.states].map(([chatJid, shown]) => ({ chatJid, ...shown }))
  }
}
