import {
  type BinaryNode,
  extractMessageContent,
  getContentType,
  jidNormalizedUser,
  type proto,
  type WAMessage,
  WAMessageStubType,
} from '@whiskeysockets/baileys'
import type { FacetContext } from './facet.js'
import {
  editedTextOf,
  messageRefOf,
  toInboundMessage,
  toInboundPin,
  toInboundPollVote,
  toInboundReaction,
} from './inbound.js'
import type { LidDirectory } from './lid-directory.js'
import type { OwnActions } from './own-actions.js'
import { isOwnJid, receiptEvents } from './receipts.js'
import { toSealedEdit } from './sealed-edits.js'
import { parseReceipt } from './wire/receipts.js'

/**
 * The inbound side of messaging: Baileys' message events (received and sent messages, pins, votes, reactions, edits,
 * revokes, deletions for me, chat timers) and the receipt stanzas become the port's events. What this socket did
 * itself (`own`) is the API's own action, not news from another device, and is skipped.
 */
export function forwardMessageEvents({ socket, emit, clock }: FacetContext, own: OwnActions, lids: LidDirectory): void {
  const phoneOf = (jid: string | null | undefined) => lids.phoneOf(jid)
  socket.ev.on('lid-mapping.update', ({ lid, pn }) => lids.learn(lid, pn))
  socket.ev.on('messages.upsert', ({ messages, type }) => {
    if (type !== 'notify' && type !== 'append') return
    // the account's own LID, which a LID-addressed group names it by (a quote of its message, a reaction to it)
    lids.learn(socket.user?.lid, socket.user?.id)
    for (const message of messages) {
      // a LID-addressed message names its sender both ways (participant_pn / sender_pn)
      lids.learn(message.key.participant, message.key.participantAlt)
      lids.learn(message.key.remoteJid, message.key.remoteJidAlt)
      // An edit sealed with the edited message's secret, which the message store keeps: opened by the messages domain.
      const sealed = toSealedEdit(message, socket.user, phoneOf)
      if (sealed) {
        if (!(sealed.fromMe && own.edits.delete(sealed.message.id))) emit({ type: 'message.updated', edit: sealed })
        continue
      }
      // A pin is a message of its own (pinInChatMessage), which Baileys passes on as is: it is message.pinned.
      if (message.message?.pinInChatMessage) {
        const pin = own.isOwnSend(message.key.id) ? null : toInboundPin(message, socket.user, clock.now(), phoneOf)
        if (pin) emit({ type: 'message.pinned', pin })
        continue
      }
      // A vote on a poll is a message of its own too, encrypted with the poll's secret, which the engine keeps.
      if (message.message?.pollUpdateMessage) {
        const vote = own.isOwnSend(message.key.id)
          ? null
          : toInboundPollVote(message, socket.user, clock.now(), phoneOf)
        if (vote) emit({ type: 'poll.vote', vote })
        continue
      }
      const inbound = own.isOwnSend(message.key.id) ? null : toInboundMessage(message, socket.user?.id, phoneOf)
      if (inbound) emit({ type: inbound.fromMe ? 'message.sent' : 'message.received', message: inbound })
      const timer = inbound ? timerOf(message) : null
      if (timer) emit({ type: 'chat.timer', ...timer })
    }
  })
  // Baileys' process-message turns a reactionMessage into messages.reaction, the reacted message's key already
  // from this account's point of view; the reactions this socket sent itself are the API's own.
  socket.ev.on('messages.reaction', (reactions) => {
    for (const { key, reaction } of reactions) {
      if (!key.id || !key.remoteJid || own.isOwnSend(reaction.key?.id)) continue
      const inbound = toInboundReaction(key, reaction, socket.user?.id, clock.now(), phoneOf)
      if (inbound) emit({ type: 'message.reaction', reaction: inbound })
    }
  })
  socket.ev.on('messages.update', (updates) => {
    for (const { key, update } of updates) {
      if (update.messageStubType === WAMessageStubType.REVOKE && key.id && key.remoteJid) {
        if (key.fromMe && own.revokes.delete(key.id)) continue
        const fromMe = key.fromMe === true
        emit({
          type: 'message.deleted',
          revoke: {
            message: messageRefOf(key.remoteJid, key.id, fromMe, key.participant, phoneOf),
            forEveryone: true,
            fromMe,
            timestamp: clock.now(),
          },
        })
        continue
      }
      const text = editedTextOf(update.message)
      if (text === null || !key.id || !key.remoteJid) continue
      if (key.fromMe && own.edits.delete(key.id)) continue
      const fromMe = key.fromMe === true
      emit({
        type: 'message.updated',
        edit: {
          message: messageRefOf(key.remoteJid, key.id, fromMe, key.participant, phoneOf),
          text,
          fromMe,
          timestamp: (Number(update.messageTimestamp ?? 0) || Math.floor(clock.now() / 1000)) * 1000,
        },
      })
    }
  })
  // A timer setting (an EPHEMERAL_SETTING protocolMessage, from the other person or the account's phone): Baileys'
  // process-message reports it as the chat's ephemeralExpiration, null for off.
  socket.ev.on('chats.update', (updates) => {
    for (const { id, ephemeralExpiration } of updates) {
      if (!id || ephemeralExpiration === undefined || !isOneToOne(id)) continue
      emit({ type: 'chat.timer', chatJid: id, seconds: ephemeralExpiration ?? 0 })
    }
  })
  // A deletion for me made on another of the account's devices: Baileys applies its app-state mutation
  // (chat-utils.js processSyncAction, deleteMessageForMe) and reports the message's key, no participant.
  socket.ev.on('messages.delete', (deletion) => {
    if (!('keys' in deletion)) return
    for (const key of deletion.keys) {
      if (!key.id || !key.remoteJid || own.deletions.delete(key.id)) continue
      emit({
        type: 'message.deleted',
        revoke: {
          message: { chatJid: key.remoteJid, id: key.id, fromMe: key.fromMe === true },
          forEveryone: false,
          fromMe: true,
          timestamp: clock.now(),
        },
      })
    }
  })
  // Receipts come from the stanza, as it arrives (wire/receipts.ts says why not from Baileys' events).
  socket.ws.on('CB:receipt', (node: BinaryNode) => {
    const parsed = parseReceipt(node)
    if (!parsed) return
    for (const event of receiptEvents(parsed, (jid) => isOwnJid(socket.user, jid), clock.now(), phoneOf)) emit(event)
  })
}

const isOneToOne = (jid: string): boolean => jid.endsWith('@s.whatsapp.net') || jid.endsWith('@lid')

/**
 * The timer a message in a 1:1 chat carried (contextInfo.expiration, seconds): the chat's timer is on. A message
 * without one says nothing (not every message carries a contextInfo), so only a timer is reported; the setting
 * that turns it off comes as its own protocolMessage.
 */
function timerOf(message: WAMessage): { chatJid: string; seconds: number } | null {
  const chatJid = message.key.remoteJid
  const content = extractMessageContent(message.message)
  const kind = content ? getContentType(content) : undefined
  if (!chatJid || !content || !kind || !isOneToOne(chatJid)) return null
  const inner = content[kind] as { contextInfo?: proto.IContextInfo | null } | null | undefined
  const seconds = Number(inner?.contextInfo?.expiration ?? 0)
  return seconds > 0 ? { chatJid: jidNormalizedUser(chatJid), seconds } : null
}
