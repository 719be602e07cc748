import { operationsOn } from '../operations/operation.js'
import type { ProfileService } from './service.js'
import { SessionParams } from '../sessions/schema.js'
import { PrivacySchema, UpdatePrivacyBody } from './privacy.js'
import {
  BusinessProfileSchema,
  formToPictureBody,
  OwnProfileSchema,
  PictureBody,
  RemovedPictureSchema,
  UpdateBusinessProfileBody,
  UpdateProfileBody,
} from './schema.js'

const defineOperation = operationsOn<{ profile: ProfileService }>()

const tag = 'Profile'

/** The privacy settings the examples answer, in WhatsApp's values. */
const examplePrivacy = {
  lastSeen: 'contacts',
  online: 'match_last_seen',
  profilePicture: 'contacts',
  about: 'all',
  readReceipts: 'all',
  groupAdd: 'contacts',
  calls: 'all',
  messages: 'all',
  defense: 'off',
}

/** The profile every example answers. */
const exampleProfile = {
  jid: '15551234567@s.whatsapp.net',
  lid: '123456789012345@lid',
  name: 'Support desk',
  about: 'Answers within the hour, 9-18 CET.',
  pictureUrl: 'https://pps.whatsapp.net/v/t61.24694-24/example-profile.jpg?oh=01_Q5Aa&oe=6750A1B2',
}

/** The account's own profile: `engine.profile.<name>` and their routes (an extension of the spec). */
export const profileOperations = {
  read: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/profile',
    tag,
    summary: "The account's profile",
    description:
      "Answers `{ jid, lid, name, about, pictureUrl }` as WhatsApp serves them: `name` is the push name others see on the account's messages, `pictureUrl` where WhatsApp serves its picture (`null` when it has none).",
    params: SessionParams,
    response: OwnProfileSchema,
    example: {
      params: { sessionId: 'support-desk' },
      response: exampleProfile,
    },
    session: 'connected',
    run: ({ profile }, { params }) => profile.read(params.sessionId),
  }),
  update: defineOperation({
    method: 'PATCH',
    scope: 'manage',
    path: '/sessions/:sessionId/profile',
    tag,
    summary: "Change the account's name or about",
    description:
      "`name` (1-25 characters) is the push name others see on the account's messages; `about` (1-139 characters) the text under it. Give either or both. " +
      "The name is synced to the account's devices as app state: 409 `app_state_not_ready` until the phone has shared its keys with the session (wait and retry). Answers the profile.",
    params: SessionParams,
    body: UpdateProfileBody,
    response: OwnProfileSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { about: 'Answers within the hour, 9-18 CET.' },
      response: exampleProfile,
    },
    session: 'connected',
    run: ({ profile }, { params, body }) => profile.update(params.sessionId, body),
  }),
  setPicture: defineOperation({
    method: 'PUT',
    scope: 'manage',
    path: '/sessions/:sessionId/profile/picture',
    tag,
    summary: "Set the account's picture",
    description:
      '`{ mediaUrl }` (fetched by the server, with the limits of the media sends), or multipart/form-data with the image as `media`. ' +
      'Any format sharp reads (JPEG, PNG, WebP…); it is cropped to a square from the centre and sent as WhatsApp takes it, a 640 px JPEG. ' +
      'Bytes that are not an image are a 422 naming `media`. Answers the profile, with the new `pictureUrl`.',
    params: SessionParams,
    body: PictureBody,
    multipart: (form) => formToPictureBody(form),
    response: OwnProfileSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { mediaUrl: 'https://cdn.example.com/brand/logo.png' },
      response: exampleProfile,
    },
    session: 'connected',
    run: ({ profile }, { params, body }) => profile.setPicture(params.sessionId, body),
  }),
  removePicture: defineOperation({
    method: 'DELETE',
    scope: 'manage',
    path: '/sessions/:sessionId/profile/picture',
    tag,
    summary: "Remove the account's picture",
    params: SessionParams,
    response: RemovedPictureSchema,
    example: { params: { sessionId: 'support-desk' }, response: { deleted: true } },
    session: 'connected',
    run: ({ profile }, { params }) => profile.removePicture(params.sessionId),
  }),
  privacy: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/privacy',
    tag,
    summary: "The account's privacy settings",
    description:
      "Answers `{ lastSeen, online, profilePicture, about, readReceipts, groupAdd, calls, messages, defense }` with WhatsApp's own values: " +
      '`all`, `contacts`, `contact_blacklist` (my contacts except…), `none`; `online` also `match_last_seen`, `calls` `known`; `defense` (defense mode) `off` or `on_standard`. `null` for a category WhatsApp did not include.',
    params: SessionParams,
    response: PrivacySchema,
    example: { params: { sessionId: 'support-desk' }, response: examplePrivacy },
    session: 'connected',
    run: ({ profile }, { params }) => profile.privacy(params.sessionId),
  }),
  updatePrivacy: defineOperation({
    method: 'PATCH',
    scope: 'manage',
    path: '/sessions/:sessionId/privacy',
    tag,
    summary: "Change the account's privacy settings",
    description:
      'Any of the settings, each with the values WhatsApp takes for it: `lastSeen`, `profilePicture` and `about`: all, contacts, contact_blacklist, none; ' +
      '`online`: all, match_last_seen; `readReceipts`: all, none; `groupAdd`: all, contacts, contact_blacklist, none; `calls`: all, known, contacts; `messages`: all, contacts; `defense`: off, on_standard (whatsapp-rust `PrivacyCategory::is_valid_value`). ' +
      'WhatsApp takes one category per request, so they are set in the order given: if one is refused, those before it are set. Answers the settings.',
    params: SessionParams,
    body: UpdatePrivacyBody,
    response: PrivacySchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { profilePicture: 'contacts' },
      response: examplePrivacy,
    },
    session: 'connected',
    run: ({ profile }, { params, body }) => profile.updatePrivacy(params.sessionId, body),
  }),
  updateBusiness: defineOperation({
    method: 'PATCH',
    scope: 'manage',
    path: '/sessions/:sessionId/profile/business',
    tag,
    summary: "Change the account's business profile",
    description:
      "A WhatsApp Business account's `description` (up to 512 characters), `address` (up to 256), `email` and `websites` (up to 2 URLs, replacing the list). Give at least one; the others stay as they are. Answers the business profile as WhatsApp serves it afterwards. A personal account: 409 `not_business_account`.",
    params: SessionParams,
    body: UpdateBusinessProfileBody,
    response: BusinessProfileSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { description: 'Fresh bread daily, 7-18.', websites: ['https://bakery.example'] },
      response: {
        description: 'Fresh bread daily, 7-18.',
        category: 'Bakery',
        email: 'hello@bakery.example',
        websites: ['https://bakery.example'],
        address: '1 Harbour Street',
      },
    },
    session: 'connected',
    run: ({ profile }, { params, body }) => profile.updateBusiness(params.sessionId, body),
  }),
}
