import { describe, expect, it } from 'vitest'
import {
  clearPatch,
  deleteForMePatch,
  deletePatch,
  lockPatch,
  starPatch,
} from '../../src/protocol/baileys/wire/app-state.js'

/**
 * The app-state mutations the engine builds itself, against the catalogue whatsapp-rust generates from WhatsApp Web
 * 2.3000.1045368834 (oxidezap/whatsapp-rust@1489b7da `wacore/appstate/src/schemas.rs`) and whatsmeow's builders
 * (tulir/whatsmeow `appstate/encode.go`, `appstate/keys.go`): each index part, the collection and the version.
 */
describe('app-state indexes as WhatsApp Web files them', () => {
  const chat = '5511999999999@s.whatsapp.net'
  const group = '120363012345678901@g.us'
  const range = { lastMessageTimestamp: 1_704_067_200 }

  it('lock: ["lock", chatJid] in regular_low at version 7 (schemas.rs:798 LOCK_CHAT; keys.go:56 IndexLock among the regular_low indexes)', () => {
    expect(lockPatch(chat, true)).toMatchObject({
      index: ['lock', chat],
      type: 'regular_low',
      apiVersion: 7,
      syncAction: { lockChatAction: { locked: true } },
    })
  })

  it('clear: ["clearChat", chatJid, deleteStarred, deleteMedia] in regular_high at version 6 (schemas.rs:440 CLEAR_CHAT; keys.go:118 IndexClearChat under regular_high)', () => {
    expect(clearPatch(chat, range, { deleteStarred: true, deleteMedia: false })).toMatchObject({
      index: ['clearChat', chat, '1', '0'],
      type: 'regular_high',
      apiVersion: 6,
      syncAction: { clearChatAction: { messageRange: range } },
    })
  })

  it('delete: ["deleteChat", chatJid, deleteMedia] in regular_high at version 6 (schemas.rs:519 DELETE_CHAT; keys.go:119, encode.go:340 BuildDeleteChat)', () => {
    expect(deletePatch(chat, range, true)).toMatchObject({
      index: ['deleteChat', chat, '1'],
      type: 'regular_high',
      apiVersion: 6,
      syncAction: { deleteChatAction: { messageRange: range } },
    })
  })

  it('star: ["star", remote, id, fromMe, participant or "0"] in regular_high at version 2 (schemas.rs:1232 STAR, JidOrZero; keys.go:115, encode.go:246 BuildStar)', () => {
    expect(starPatch({ chatJid: chat, id: '3EB0ABC', fromMe: true, participant: null }, true)).toMatchObject({
      index: ['star', chat, '3EB0ABC', '1', '0'],
      type: 'regular_high',
      apiVersion: 2,
      syncAction: { starAction: { starred: true } },
    })
    const sender = '5511888888888@s.whatsapp.net'
    expect(starPatch({ chatJid: group, id: '3EB0DEF', fromMe: false, participant: sender }, false).index).toEqual([
      'star',
      group,
      '3EB0DEF',
      '0',
      sender,
    ])
  })

  it("delete for me: ['deleteMessageForMe', remote, id, fromMe, participant or '0'] in regular_high at version 3, the sender of someone else's group message named (whatsapp-rust src/features/chat_actions.rs build_message_key_index @240d631a; Baileys chatModify puts '0')", () => {
    const sender = '5511888888888@s.whatsapp.net'
    expect(
      deleteForMePatch({ chatJid: group, id: '3EB0DEF', fromMe: false, participant: sender }, 1_704_067_200),
    ).toMatchObject({
      index: ['deleteMessageForMe', group, '3EB0DEF', '0', sender],
      type: 'regular_high',
      apiVersion: 3,
      syncAction: { deleteMessageForMeAction: { deleteMedia: false, messageTimestamp: 1_704_067_200 } },
    })
    expect(deleteForMePatch({ chatJid: chat, id: '3EB0ABC', fromMe: true }, 1_704_067_200).index).toEqual([
      'deleteMessageForMe',
      chat,
      '3EB0ABC',
      '1',
      '0',
    ])
  })
})
