import { operationsOn } from '../operations/operation.js'
import type { ContactService } from './service.js'
import { PageQuery } from '../paging.js'
import { SessionParams } from '../sessions/schema.js'
import {
  BlockBody,
  BlocklistSchema,
  BlockStatusSchema,
  ChatPresenceBody,
  ChatPresenceSchema,
  CheckNumbersBody,
  ContactParams,
  ContactSchema,
  MAX_NUMBERS_PER_CHECK,
  NumberCheckListSchema,
  PictureQuery,
  PictureSchema,
  PresenceBody,
  PresenceSchema,
  PresenceSubscriptionSchema,
  SavedContactSchema,
} from './schema.js'

const defineOperation = operationsOn<{ contacts: ContactService }>()

const tag = 'Contacts'

/** The person the examples name, by number and LID. */
const examplePerson = {
  jid: '15557654321@s.whatsapp.net',
  phoneJid: '15557654321@s.whatsapp.net',
  lid: '204251740622928@lid',
}

/** The contacts operations: `engine.contacts.<name>` and their routes (an extension of the spec). */
export const contactOperations = {
  checkNumbers: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/contacts/check',
    tag,
    summary: 'Check which phone numbers are on WhatsApp',
    description:
      `Up to ${MAX_NUMBERS_PER_CHECK} numbers a call, each with its country code (an optional "+"; spaces, dashes, dots and parentheses are ignored). ` +
      'Answers one row per number asked, in order: `{ phoneNumber, exists, jid, lid }`, `phoneNumber` as digits, `jid` and `lid` null when the number is not on WhatsApp ' +
      '(`lid` also null when WhatsApp did not give it). Answers are cached per session (`numberCheckCacheMs`, default 24 h), and each session asks WhatsApp about at most ' +
      '`numberChecksPerMinute` numbers a minute (default 60; cached numbers do not count): a call past that is a 429 `rate_limited` with `Retry-After`, and nothing is asked.',
    params: SessionParams,
    body: CheckNumbersBody,
    response: NumberCheckListSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { phoneNumbers: ['15557654321', '15550009999'] },
      response: [
        { phoneNumber: '15557654321', exists: true, jid: '15557654321@s.whatsapp.net', lid: '987654321098765@lid' },
        { phoneNumber: '15550009999', exists: false, jid: null, lid: null },
      ],
    },
    session: 'connected',
    run: ({ contacts }, { params, body }) => contacts.checkNumbers(params.sessionId, body),
  }),
  picture: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/contacts/:contactJid/picture',
    tag,
    summary: "A person's profile picture",
    description:
      "`contactJid` is phone digits, a user JID or a LID. `size` is `full` (the default) or `preview` (WhatsApp's small thumbnail). " +
      'Answers `{ url }`, where WhatsApp serves the image (its URLs expire after a while: ask again for a fresh one). A 404 `picture_not_found` when the person has no picture or their privacy settings hide it from this account: WhatsApp does not say which.' +
      " Past the account's `profileReadsPerMinute`, when the deployment sets one, a 429 `send_paced` with Retry-After (docs/rate-limits.md).",
    params: ContactParams,
    query: PictureQuery,
    response: PictureSchema,
    example: {
      params: { sessionId: 'support-desk', contactJid: '15557654321' },
      query: { size: 'preview' },
      response: { url: 'https://pps.whatsapp.net/v/t61.24694-24/example-preview.jpg?oh=01_Q5Aa&oe=6750A1B2' },
    },
    session: 'connected',
    run: ({ contacts }, { params, query }) => contacts.picture(params.sessionId, params.contactJid, query.size),
  }),
  blocklist: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/blocklist',
    tag,
    summary: 'The people the account has blocked',
    description:
      'Answers `[{ jid, phoneJid, lid }]` as WhatsApp lists them, whole (WhatsApp gives the list in one answer): `jid` as WhatsApp named the person, ' +
      '`phoneJid` and `lid` both forms where WhatsApp has told the session (null otherwise).',
    params: SessionParams,
    response: BlocklistSchema,
    example: { params: { sessionId: 'support-desk' }, response: [examplePerson] },
    session: 'connected',
    run: ({ contacts }, { params }) => contacts.blocklist(params.sessionId),
  }),
  block: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/contacts/:contactJid/block',
    tag,
    summary: 'Block or unblock a person',
    description:
      '`{ blocked: true }` blocks the person (phone digits, a user JID or a LID): WhatsApp stops delivering their messages and calls to the account, without telling them. ' +
      '`{ blocked: false }` unblocks. Answers `{ jid, phoneJid, lid, blocked }`. A person not on WhatsApp, or a LID whose phone number WhatsApp has not told the session (blocking needs both), is a 422 on `contactJid`.',
    params: ContactParams,
    body: BlockBody,
    response: BlockStatusSchema,
    example: {
      params: { sessionId: 'support-desk', contactJid: '15557654321' },
      body: { blocked: true },
      response: { ...examplePerson, blocked: true },
    },
    session: 'connected',
    run: ({ contacts }, { params, body }) => contacts.setBlocked(params.sessionId, params.contactJid, body.blocked),
  }),
  read: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/contacts/:contactJid',
    tag,
    summary: 'A person',
    description:
      '`contactJid` is phone digits, a user JID or a LID. Answers `{ jid, phoneJid, lid, name, pushName, about, aboutSetAt, pictureUrl, isBusiness, business, blocked }`: ' +
      '`phoneJid` and `lid` resolved one from the other where WhatsApp has told the session; `name` as saved on the phone; `pushName` the name on their latest message to the session; ' +
      '`about` and `pictureUrl` null when there is none or their privacy settings hide it from this account; `business` (`{ description, category, email, website[], address }`) for a business account. ' +
      'What WhatsApp does not say is null.' +
      " Past the account's `profileReadsPerMinute`, when the deployment sets one, a 429 `send_paced` with Retry-After (docs/rate-limits.md).",
    params: ContactParams,
    response: ContactSchema,
    example: {
      params: { sessionId: 'support-desk', contactJid: '15557654321' },
      response: {
        ...examplePerson,
        name: 'Dana (Bakery)',
        pushName: 'Dana',
        about: 'Fresh bread daily',
        aboutSetAt: '2026-10-02T08:00:00.000Z',
        pictureUrl: 'https://pps.whatsapp.net/v/t61.24694-24/example-contact.jpg?oh=01_Q5Aa&oe=6750A1B2',
        isBusiness: true,
        business: {
          description: 'Fresh bread daily',
          category: 'Bakery',
          email: 'hello@bakery.example',
          website: ['https://bakery.example'],
          address: '1 Main Street',
        },
        blocked: false,
      },
    },
    session: 'connected',
    run: ({ contacts }, { params }) => contacts.read(params.sessionId, params.contactJid),
  }),
  subscribePresence: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/contacts/:contactJid/presence/subscribe',
    tag,
    summary: "Subscribe to a person's presence",
    description:
      'Asks WhatsApp to tell the session when the person (phone digits, a user JID or a LID) goes online or offline (`presence.updated` `available` / `unavailable`, with `lastSeen` when their privacy settings share it) ' +
      'and when they type or record in a chat with the account (`composing`, `recording`, `paused`). WhatsApp forgets a subscription with the connection: the session renews it after every reconnect, one subscription every `presenceResubscribeIntervalMs`. Answers `{ jid, subscribed: true }`.' +
      " Past the account's `profileReadsPerMinute`, when the deployment sets one, a 429 `send_paced` with Retry-After (docs/rate-limits.md).",
    params: ContactParams,
    response: PresenceSubscriptionSchema,
    example: {
      params: { sessionId: 'support-desk', contactJid: '15557654321' },
      response: { jid: examplePerson.jid, subscribed: true },
    },
    session: 'connected',
    run: ({ contacts }, { params }) => contacts.subscribePresence(params.sessionId, params.contactJid),
  }),
  setPresence: defineOperation({
    method: 'POST',
    path: '/sessions/:sessionId/presence',
    scope: 'send',
    tag,
    summary: 'Show the account online or offline',
    description:
      '`{ state: "available" }` shows the account online to the people subscribed to its presence, `"unavailable"` offline (with its last seen). ' +
      "WhatsApp shows presence with the account's push name: an account without one is a 409 `push_name_missing` (set the name with `PATCH /sessions/{id}/profile`), and nothing is sent. Answers `{ state }`.",
    params: SessionParams,
    body: PresenceBody,
    response: PresenceSchema,
    example: { params: { sessionId: 'support-desk' }, body: { state: 'available' }, response: { state: 'available' } },
    session: 'connected',
    run: ({ contacts }, { params, body }) => contacts.setPresence(params.sessionId, body),
  }),
  setChatState: defineOperation({
    method: 'POST',
    path: '/sessions/:sessionId/chats/presence',
    scope: 'send',
    tag,
    summary: 'Show typing or recording in a chat',
    description:
      '`state`: `composing` shows "typing…" in the chat with `chatJid` (phone digits, a user JID, a LID or a group), `recording` "recording audio…", `paused` stops either. ' +
      "WhatsApp shows it to the people of the chat who have the chat open (they subscribed to the account's presence). To type before a send, give the send `typingMs` instead. Answers `{ chatJid, state }`.",
    params: SessionParams,
    body: ChatPresenceBody,
    response: ChatPresenceSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { chatJid: examplePerson.jid, state: 'composing' },
      response: { chatJid: examplePerson.jid, state: 'composing' },
    },
    session: 'connected',
    run: ({ contacts }, { params, body }) => contacts.setChatState(params.sessionId, body),
  }),
  list: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/contacts',
    anyNode: true,
    tag,
    summary: 'The address book',
    description:
      "The contacts the account's phone syncs to the session (its app state and history sync), with the names saved on the phone, plus the people the account has chatted with 1:1 " +
      '(`name: null` when the phone has not saved them): `[{ jid, phoneJid, lid, name }]` in JID order, a paged list. ' +
      'Kept current as the phone adds, renames or removes contacts (`contact.updated`; a removed contact the account chatted with stays, `name: null`) and as people message or are messaged; ' +
      'it starts empty for a session linked before it was kept, until the phone syncs again and people chat.',
    params: SessionParams,
    query: PageQuery,
    response: { page: SavedContactSchema },
    example: {
      params: { sessionId: 'support-desk' },
      query: { limit: '2' },
      response: {
        items: [
          { ...examplePerson, name: 'Dana (Bakery)' },
          { jid: '15559870000@s.whatsapp.net', phoneJid: '15559870000@s.whatsapp.net', lid: null, name: null },
        ],
        nextCursor: null,
      },
    },
    run: ({ contacts }, { params, query }) => contacts.list(params.sessionId, query),
  }),
}
