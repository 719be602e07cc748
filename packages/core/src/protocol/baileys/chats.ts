import { ALL_WA_PATCH_NAMES, type ChatModification, type proto } from '@whiskeysockets/baileys'
import type { ChatChange, ChatProtocolEvent, ChatsPort, LastMessage } from '../ports/chats.js'
import { protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import { GroupAddressing } from './group-addressing.js'
import type { GroupMetadataCache } from './groups.js'
import { clearPatch, deletePatch, lockPatch, starPatch } from './wire/app-state.js'

/** How long a change this session made waits for Baileys' local echo of it before it stops being expected. */
const echoWindowMs = 60_000

/**
 * The mutation range of an action covering a chat's messages: up to its newest message the engine saw, or up to
 * now for a chat it never saw (WhatsApp takes a range by timestamp alone, as whatsmeow's BuildArchive sends
 * when it has no message). Timestamps in seconds, as WhatsApp's are.
 */
const messageRange = (
  chatJid: string,
  last: LastMessage | null,
  now: number,
): proto.SyncActionValue.ISyncActionMessageRange => {
  if (!last) return { lastMessageTimestamp: Math.floor(now / 1000) }
  const timestamp = Math.floor(last.timestamp / 1000)
  const key = {
    remoteJid: chatJid,
    id: last.id,
    fromMe: last.fromMe,
    ...(last.participant ? { participant: last.participant } : {}),
  }
  return { lastMessageTimestamp: timestamp, messages: [{ key, timestamp }] }
}

/** The mutations Baileys' `chatModify` builds as WhatsApp does; the others are wire/app-state.ts's. */
const baileysModification = (
  change: ChatChange,
  range: proto.SyncActionValue.ISyncActionMessageRange,
): ChatModification | null => {
  switch (change.action) {
    case 'mute':
      return { mute: change.muteEndTimestampMs }
    case 'unmute':
      return { mute: null }
    case 'pin':
    case 'unpin':
      return { pin: change.action === 'pin' }
    case 'archive':
    case 'unarchive':
      return { archive: change.action === 'archive', lastMessages: range }
    case 'mark_read':
    case 'mark_unread':
      return { markRead: change.action === 'mark_read', lastMessages: range }
    default:
      return null
  }
}

/**
 * What identifies a change and Baileys' report of it: the action (which says the new state: pin or unpin), the
 * chat, the starred message, and a mute's end.
 */
const echoKey = (
  action: ChatProtocolEvent['action'],
  chatJid: string,
  messageId: string | null,
  muteEnd: ChatProtocolEvent['value'],
): string => JSON.stringify([action, chatJid, messageId, action === 'mute' ? muteEnd : null])
const keyOf = (event: Omit<ChatProtocolEvent, 'type'>): string =>
  echoKey(event.action, event.chatJid, event.messageId ?? null, event.value)

/**
 * `connection.chats` on Baileys. Changes go out through Baileys' `chatModify` where it builds WhatsApp's
 * mutation, through its `appPatch` with wire/app-state.ts's mutation otherwise.
 *
 * Inbound, Baileys applies every synced mutation and reports it as `chats.update` (mute, pin, archive, read
 * state), `chats.lock`, `chats.delete` and `messages.update` (`starred`); each field becomes one `chat.updated`.
 * A clear made elsewhere is applied without any event, so none is reported. Baileys also reports the changes
 * this session makes itself (`emitOwnEvents`, which its own message sends need): each change made here is
 * expected for a minute, and the first event saying exactly that is taken as its echo and dropped. Patches this
 * session uploaded never come back in a sync (Baileys moves its version past them), so what is left is what
 * another device did.
 */
export function createChatsFacet(context: FacetContext, groups: GroupMetadataCache): ChatsPort {
  const { socket, emit, clock, logger } = context
  const addressing = new GroupAddressing(socket, groups)
  const expected = new Map<string, number[]>()
  const expect = (key: string): void => {
    const now = clock.now()
    // Echoes that never came (Baileys could not decode its own patch) must not pile up.
    for (const [other, until] of expected) if (until.every((at) => at <= now)) expected.delete(other)
    expected.set(key, [...(expected.get(key) ?? []), now + echoWindowMs])
  }
  /** Takes one expectation of `key` off the list; false when none was waiting. */
  const consume = (key: string): boolean => {
    const until = (expected.get(key) ?? []).filter((at) => at > clock.now())
    const found = until.shift() !== undefined
    if (until.length > 0) expected.set(key, until)
    else expected.delete(key)
    return found
  }
  const report = (event: Omit<ChatProtocolEvent, 'type'>): void => {
    if (!consume(keyOf(event))) emit({ type: 'chat.updated', ...event })
  }

  socket.ev.on('chats.update', (updates) => {
    for (const update of updates) {
      const chatJid = update.id
      // An initial sync's update is the state the phone had, not news: Baileys marks it `conditional`, and its event
      // buffer folds it into the chat's first appearance or drops it. But any stanza handled meanwhile ends the
      // buffering for everyone (messages-recv.ts `processNodeWithBuffer` ends with `ev.flush()`), so a sync that
      // finishes after, as the one the key share starts when the history notification comes later, emits it as is.
      if (!chatJid || update.conditional) continue
      // Baileys unarchives a chat itself when a message arrives and the account's "keep chats archived" is off; that
      // update comes with `readOnly: false` and is no device's change.
      if (update.archived !== undefined && update.archived !== null && update.readOnly === undefined)
        report({ chatJid, action: update.archived ? 'archive' : 'unarchive', value: update.archived })
      if (update.pinned !== undefined)
        report({ chatJid, action: update.pinned ? 'pin' : 'unpin', value: !!update.pinned })
      if (update.muteEndTime !== undefined) {
        // Muted with no end (WhatsApp's "always") reads as 0 in Baileys; the API says -1.
        const end =
          update.muteEndTime === null ? null : Number(update.muteEndTime) > 0 ? Number(update.muteEndTime) : -1
        report({ chatJid, action: end === null ? 'unmute' : 'mute', value: end })
      }
      // null: the initial sync's "read", which says nothing (Baileys' own reading of it).
      if (update.unreadCount === 0 || update.unreadCount === -1)
        report({
          chatJid,
          action: update.unreadCount === 0 ? 'mark_read' : 'mark_unread',
          value: update.unreadCount === 0,
        })
    }
  })
  socket.ev.on('chats.lock', ({ id, locked }) =>
    report({ chatJid: id, action: locked ? 'lock' : 'unlock', value: locked }),
  )
  socket.ev.on('chats.delete', (ids) => {
    for (const chatJid of ids) report({ chatJid, action: 'delete', value: null })
  })
  socket.ev.on('messages.update', (updates) => {
    for (const { key, update } of updates) {
      if (typeof update.starred !== 'boolean' || !key.remoteJid || !key.id) continue
      report({
        chatJid: key.remoteJid,
        action: update.starred ? 'star' : 'unstar',
        value: update.starred,
        messageId: key.id,
      })
    }
  })

  // Baileys syncs app state when a key arrives during its first sync, or for collections it parked for want of a
  // key; a key that arrives after it went online without syncing (no history sync came) starts nothing, and the
  // phone's earlier changes would stay unseen until the next server_sync. So the first key starts a sync here, as
  // the device's initial one: the state the phone had before linking is the starting point, not news, and Baileys
  // reports it as changes only in a sync that is not initial (whichever of its sync and this one runs first).
  let keyed = !!socket.authState.creds.myAppStateKeyId
  socket.ev.on('creds.update', ({ myAppStateKeyId }) => {
    if (!myAppStateKeyId || keyed) return
    keyed = true
    socket
      .resyncAppState(ALL_WA_PATCH_NAMES, true)
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'syncing chat state after the app-state key arrived failed'),
      )
  })

  /** Sends a change; `echo` is the key of Baileys' report of it, null for a change it reports as nothing (a clear). */
  const patch = async (what: string, echo: string | null, send: () => Promise<void>): Promise<void> => {
    if (echo) expect(echo)
    try {
      await send()
    } catch (error) {
      // A change WhatsApp did not take has no echo to wait for.
      if (echo) consume(echo)
      throw protocolErrorOf(error, what)
    }
  }

  return {
    appStateReady: () => !!socket.authState.creds.myAppStateKeyId,
    async modify(chatJid, change, lastMessage) {
      const range = messageRange(chatJid, lastMessage, clock.now())
      const what = `the ${change.action} of ${chatJid} failed`
      const echo =
        change.action === 'clear'
          ? null
          : echoKey(change.action, chatJid, null, change.action === 'mute' ? change.muteEndTimestampMs : null)
      const modification = baileysModification(change, range)
      if (modification) return patch(what, echo, () => socket.chatModify(modification, chatJid))
      if (change.action === 'lock' || change.action === 'unlock')
        return patch(what, echo, () => socket.appPatch(lockPatch(chatJid, change.action === 'lock')))
      if (change.action === 'clear') return patch(what, echo, () => socket.appPatch(clearPatch(chatJid, range, change)))
      if (change.action === 'delete')
        return patch(what, echo, () => socket.appPatch(deletePatch(chatJid, range, change.deleteMedia)))
    },
    async star(message, starred) {
      const echo = echoKey(starred ? 'star' : 'unstar', message.chatJid, message.id, null)
      // the index names the sender as the group addresses them (whatsapp-rust `chat_actions.rs`
      // `build_message_key_index` takes the key's participant, a LID in a LID-addressed group)
      const { participant, participantPhoneJid, ...key } = message
      const sender = participant
        ? ((await addressing.key({ ...key, participant, ...(participantPhoneJid ? { participantPhoneJid } : {}) }))
            .participant ?? participant)
        : null
      return patch(`${starred ? 'starring' : 'unstarring'} ${message.id} failed`, echo, () =>
        socket.appPatch(starPatch({ ...key, participant: sender }, starred)),
      )
    },
  }
}
