import { operationsOn } from '../operations/operation.js'
import type { MessageStoreService } from './service.js'
import { SessionParams } from '../sessions/schema.js'
import { chat, chatParams, receivedMessage, sentMessage } from './examples.js'
import {
  ChatListQuery,
  ChatParams,
  ChatRecordSchema,
  MessageListQuery,
  MessageParams,
  StoredMessageSchema,
} from './schema.js'

const defineOperation = operationsOn<{ messageStore: MessageStoreService }>()

const tag = 'Message store'
const stored =
  'Read from the message store (docs/message-store.md): no connection needed; what it holds is bounded by retention, and empty when storing is off.'

/** The message store's operations: `engine.messageStore.<name>` and their routes. */
export const messageStoreOperations = {
  listChats: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/chats',
    anyNode: true,
    tag,
    summary: "The session's chats, newest activity first",
    description: `${stored} Filters: \`archived\`, \`unread\` (true: unread messages or marked unread), \`kind\` (user, group, channel).`,
    params: SessionParams,
    query: ChatListQuery,
    response: { page: ChatRecordSchema },
    example: {
      params: { sessionId: chatParams.sessionId },
      query: { unread: 'true', limit: '20' },
      response: { items: [chat], nextCursor: null },
    },
    run: ({ messageStore }, { params, query }) => messageStore.listChats(params.sessionId, query),
  }),
  getChat: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/chats/:chatJid',
    anyNode: true,
    tag,
    summary: 'One chat',
    description: `${stored} 404 chat_not_found for a chat the store does not hold.`,
    params: ChatParams,
    response: ChatRecordSchema,
    example: { params: chatParams, response: chat },
    run: ({ messageStore }, { params }) => messageStore.getChat(params.sessionId, params.chatJid),
  }),
  listMessages: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/chats/:chatJid/messages',
    anyNode: true,
    tag,
    summary: "A chat's messages, newest first",
    description:
      `${stored} \`before\`: the messages older than that message; \`after\`: the \`limit\` messages just newer than it, still newest first, ` +
      'and the next page goes on towards newer ones. 404 chat_not_found for an unknown chat, message_not_found when `before` / `after` names a message the store does not hold.',
    params: ChatParams,
    query: MessageListQuery,
    response: { page: StoredMessageSchema },
    example: {
      params: chatParams,
      query: { limit: '2' },
      response: {
        items: [receivedMessage, sentMessage],
        nextCursor: 'eyJrIjoiMTc5NTUxODkwMjAwMDowMDAwMDE6M0VCMEM0RjJBMUQ5OEI3RTZGMTAifQ',
      },
    },
    run: ({ messageStore }, { params, query }) => messageStore.listMessages(params.sessionId, params.chatJid, query),
  }),
  getMessage: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/chats/:chatJid/messages/:messageId',
    anyNode: true,
    tag,
    summary: 'One message, with its status and receipts',
    description: `${stored} In a group, \`receipts\` has each recipient's. 404 chat_not_found or message_not_found.`,
    params: MessageParams,
    response: StoredMessageSchema,
    example: { params: { ...chatParams, messageId: sentMessage.id }, response: sentMessage },
    run: ({ messageStore }, { params }) => messageStore.getMessage(params.sessionId, params.chatJid, params.messageId),
  }),
}
