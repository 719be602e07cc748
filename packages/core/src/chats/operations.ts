import { ChatActionBody, ChatActionResultSchema, StarBody, StarResultSchema } from './schema.js'
import { SessionParams } from '../sessions/schema.js'
import { operationsOn } from '../operations/operation.js'
import type { ChatService } from './service.js'

const defineOperation = operationsOn<{ chats: ChatService }>()

const tag = 'Chats'
const rules =
  "The session must be paired and connected, and its phone must have shared the account's app-state keys (409 `app_state_not_ready` until it has: wait and retry). " +
  "The change is synced to the account's other devices: the phone shows it."

/** The chats operations: `engine.chats.<name>` and their routes. */
export const chatOperations = {
  act: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/chats/action',
    tag,
    summary: 'Mute, pin, archive, mark read, lock, clear or delete a chat',
    description:
      `${rules} \`action\` is one of mute, unmute, pin, unpin, archive, unarchive, mark_read, mark_unread, lock, unlock, clear, delete. ` +
      '`mute` takes `muteEndTimestampMs` (milliseconds since the epoch, in the future, or -1 for always); `clear` takes optional `deleteStarred` and `deleteMedia`, ' +
      '`delete` optional `deleteMedia` (both false unless given). Every other action takes no field, and a field of another action is a 422 naming it. ' +
      "Archive, mark read/unread, clear and delete cover the chat's messages up to the newest one the engine saw (up to now for a chat it never saw). " +
      'Answers `{ sessionId, to, action, messageId: null }`.',
    params: SessionParams,
    body: ChatActionBody,
    response: ChatActionResultSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { chatJid: '15557654321', action: 'mute', muteEndTimestampMs: 1764064800000 },
      response: { sessionId: 'support-desk', to: '15557654321@s.whatsapp.net', action: 'mute', messageId: null },
    },
    run: ({ chats }, { params, body }) => chats.act(params.sessionId, body),
  }),
  star: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/chats/messages/star',
    tag,
    summary: 'Star or unstar a message',
    description:
      `${rules} \`message\` names the message: \`chatJid\`, \`id\`, \`fromMe\`, and for a group message not sent by the session \`participant\`, its sender (required there, refused elsewhere). ` +
      '`starred: false` unstars. Answers `{ chatJid, messageId, starred }`.',
    params: SessionParams,
    body: StarBody,
    response: StarResultSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: {
        message: { chatJid: '15557654321@s.whatsapp.net', id: '3EB0C4F2A1D98B7E6F10', fromMe: true },
        starred: true,
      },
      response: { chatJid: '15557654321@s.whatsapp.net', messageId: '3EB0C4F2A1D98B7E6F10', starred: true },
    },
    run: ({ chats }, { params, body }) => chats.star(params.sessionId, body),
  }),
}
