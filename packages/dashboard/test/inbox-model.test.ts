import { describe, expect, test } from 'vitest'
import type { StoredChat, StoredMessage } from '../src/app/api.js'
import {
  changedChat,
  changedMessage,
  chatTitle,
  ordered,
  prepend,
  previewOf,
  tickOf,
  upsert,
} from '../src/app/inbox/model.js'
import type { Envelope } from '../src/app/events.js'

const chatJid = '15550005555@s.whatsapp.net'

const message = (id: string, at: number, over: Partial<StoredMessage> = {}): StoredMessage =>
  ({
    id,
    chatJid,
    from: chatJid,
    fromMe: false,
    timestamp: new Date(at * 1000).toISOString(),
    type: 'text',
    text: id,
    deleted: null,
    media: null,
    ...over,
  }) as StoredMessage

const envelope = (type: string, data: unknown): Envelope => ({
  id: '1',
  type,
  createdAt: '',
  sessionId: 's',
  data,
})

describe('the inbox model', () => {
  test('an older page (newest first) goes before what is held, in reading order, each id once', () => {
    const held = [message('c', 3), message('d', 4)]
    expect(prepend(held, [message('c', 3), message('b', 2), message('a', 1)]).map((m) => m.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })

  test('a message read back replaces itself in place, or lands after those not newer than it', () => {
    const held = [message('a', 1), message('b', 2), message('c', 2)]
    expect(upsert(held, message('b', 2, { text: 'edited' })).map((m) => m.text)).toEqual(['a', 'edited', 'c'])
    expect(upsert(held, message('d', 2)).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(upsert(held, message('early', 1)).map((m) => m.id)).toEqual(['a', 'early', 'b', 'c'])
  })

  test('events name the message they changed: new ones by messageId, the rest by their target', () => {
    expect(changedMessage(envelope('message.received', { messageId: 'm1', chatJid }))).toEqual({
      chatJid,
      messageId: 'm1',
    })
    expect(changedMessage(envelope('message.receipt', { messageId: 'm2', chatJid, state: 'read' }))).toEqual({
      chatJid,
      messageId: 'm2',
    })
    expect(changedMessage(envelope('message.reaction', { message: { chatJid, id: 'm3', fromMe: true } }))).toEqual({
      chatJid,
      messageId: 'm3',
    })
    expect(changedMessage(envelope('poll.vote', { poll: { chatJid, id: 'm4', fromMe: true } }))).toEqual({
      chatJid,
      messageId: 'm4',
    })
    expect(changedMessage(envelope('message.failed', { messageId: 'm5', to: chatJid }))).toBeNull()
    expect(changedChat(envelope('chat.updated', { chatJid, action: 'pin', value: true }))).toBe(chatJid)
    expect(changedChat(envelope('session.created', {}))).toBeNull()
  })

  test('ticks follow the status, and a received message has none', () => {
    expect(tickOf(null)).toBeNull()
    expect(tickOf('sent')).toMatchObject({ mark: 'one', read: false })
    expect(tickOf('delivered')).toMatchObject({ mark: 'two', read: false })
    expect(tickOf('read')).toMatchObject({ mark: 'two', read: true, label: 'Read' })
    expect(tickOf('played')).toMatchObject({ mark: 'two', read: true, label: 'Played' })
    expect(tickOf('failed')).toMatchObject({ label: 'Not sent' })
  })

  test('one line per message, a deletion said as WhatsApp says it', () => {
    expect(previewOf(message('a', 1, { deleted: { forEveryone: true, fromMe: false, deletedAt: '' } }))).toBe(
      'This message was deleted',
    )
    expect(previewOf(message('a', 1, { type: 'image', text: null, caption: 'The parcel' }))).toBe('Photo: The parcel')
    expect(
      previewOf(
        message('a', 1, {
          type: 'audio',
          text: null,
          media: { mediaType: 'audio', mimetype: null, fileLength: null, sha256: null, voice: true },
        }),
      ),
    ).toBe('Voice message')
  })

  test('pinned chats first, then by activity; a chat without a name by its number, a LID without a +', () => {
    const chat = (jid: string, at: number, pinned = false) =>
      ({ jid, name: null, kind: 'user', pinned, lastActivityAt: new Date(at).toISOString() }) as StoredChat
    const list = ordered([chat('1@s.whatsapp.net', 1), chat('2@s.whatsapp.net', 3), chat('3@lid', 2, true)])
    expect(list.map((c) => c.jid)).toEqual(['3@lid', '2@s.whatsapp.net', '1@s.whatsapp.net'])
    expect(list.map(chatTitle)).toEqual(['3', '+2', '+1'])
  })
})
