import { defineOperation } from '../operations/operation.js'
import { SessionParams } from '../sessions/schema.js'
import { OwnProfileSchema, UpdateProfileBody } from './schema.js'

const tag = 'Profile'

/** The account's own profile: `engine.profile.<name>` and their routes (an extension of the spec). */
export const profileOperations = {
  read: defineOperation({
    method: 'GET',
    path: '/sessions/:sessionId/profile',
    tag,
    summary: "The account's profile",
    description:
      "Answers `{ jid, lid, name, about, pictureUrl }` as WhatsApp serves them: `name` is the push name others see on the account's messages, `pictureUrl` where WhatsApp serves its picture (`null` when it has none).",
    params: SessionParams,
    response: OwnProfileSchema,
    session: 'connected',
    run: ({ profile }, { params }) => profile.read(params.sessionId),
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/sessions/:sessionId/profile',
    tag,
    summary: "Change the account's name or about",
    description:
      "`name` (1-25 characters) is the push name others see on the account's messages; `about` (1-139 characters) the text under it. Give either or both. " +
      "The name is synced to the account's devices as app state: 409 `app_state_not_ready` until the phone has shared its keys with the session (wait and retry). Answers the profile.",
    params: SessionParams,
    body: UpdateProfileBody,
    response: OwnProfileSchema,
    session: 'connected',
    run: ({ profile }, { params, body }) => profile.update(params.sessionId, body),
  }),
}
