import { proto, type WAPatchCreate } from '@whiskeysockets/baileys'
import type { StarTarget } from '../../ports/chats.js'

/**
 * App-state mutations Baileys' `chatModify` does not build, or builds without the options the API has: lock
 * (not in `chatModify` at all), clear honouring both `deleteStarred` and `deleteMedia` (Baileys hard-codes
 * `['clearChat', jid, '1', '0']`), delete honouring `deleteMedia` (hard-coded `'1'`), and star with the sender
 * of a group message in the index (hard-coded `'0'`) in the collection WhatsApp Web uses (Baileys says
 * `regular_low`). Index layouts, collections and versions from whatsapp-rust's catalogue of WhatsApp Web's sync
 * actions (`wacore/appstate/src/schemas.rs`: LockChat, ClearChat, DeleteChat, Star); unverified against real
 * WhatsApp. Each goes out through Baileys' own `appPatch`, which encrypts, MACs and uploads it.
 */

const SET = proto.SyncdMutation.SyncdOperation.SET
const flag = (on: boolean): string => (on ? '1' : '0')

/** `['lock', chat]`, regular_low, version 7: WhatsApp's chat lock (the chat moves to the locked folder). */
export const lockPatch = (chatJid: string, locked: boolean): WAPatchCreate => ({
  syncAction: { lockChatAction: { locked }, timestamp: Date.now() },
  index: ['lock', chatJid],
  type: 'regular_low',
  apiVersion: 7,
  operation: SET,
})

/** `['clearChat', chat, deleteStarred, deleteMedia]`, regular_high, version 6. */
export const clearPatch = (
  chatJid: string,
  range: proto.SyncActionValue.ISyncActionMessageRange,
  options: { deleteStarred: boolean; deleteMedia: boolean },
): WAPatchCreate => ({
  syncAction: { clearChatAction: { messageRange: range }, timestamp: Date.now() },
  index: ['clearChat', chatJid, flag(options.deleteStarred), flag(options.deleteMedia)],
  type: 'regular_high',
  apiVersion: 6,
  operation: SET,
})

/** `['deleteChat', chat, deleteMedia]`, regular_high, version 6. */
export const deletePatch = (
  chatJid: string,
  range: proto.SyncActionValue.ISyncActionMessageRange,
  deleteMedia: boolean,
): WAPatchCreate => ({
  syncAction: { deleteChatAction: { messageRange: range }, timestamp: Date.now() },
  index: ['deleteChat', chatJid, flag(deleteMedia)],
  type: 'regular_high',
  apiVersion: 6,
  operation: SET,
})

/** `['star', chat, id, fromMe, participant or '0']`, regular_high, version 2. */
export const starPatch = (message: StarTarget, starred: boolean): WAPatchCreate => ({
  syncAction: { starAction: { starred }, timestamp: Date.now() },
  index: ['star', message.chatJid, message.id, flag(message.fromMe), message.participant ?? '0'],
  type: 'regular_high',
  apiVersion: 2,
  operation: SET,
})

/**
 * `['deleteMessageForMe', chat, id, fromMe, participant or '0']`, regular_high, version 3 (Baileys' apiVersion for
 * it): a group message someone else sent names its sender, as whatsapp-rust `src/features/chat_actions.rs`
 * `build_message_key_index` does (WhatsApp Web's `syncKeyToMsgKey` refuses such a key without it); Baileys'
 * `chatModify` puts `0` there. `messageTimestamp` as the engine passes it to Baileys.
 */
export const deleteForMePatch = (
  message: { chatJid: string; id: string; fromMe: boolean; participant?: string | undefined },
  messageTimestamp: number,
): WAPatchCreate => ({
  syncAction: { deleteMessageForMeAction: { deleteMedia: false, messageTimestamp }, timestamp: Date.now() },
  index: [
    'deleteMessageForMe',
    message.chatJid,
    message.id,
    flag(message.fromMe),
    !message.fromMe && message.participant ? message.participant : '0',
  ],
  type: 'regular_high',
  apiVersion: 3,
  operation: SET,
})
