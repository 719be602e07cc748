import type * as v from 'valibot'
import type { ChannelSchema } from './schema.js'

type Channel = v.InferInput<typeof ChannelSchema>

/** The OpenAPI document's examples of the channels operations (operations.ts). */

export const newsletterJid = '120363144038483540@newsletter'

/** A channel the session follows. */
export const channel: Channel = {
  jid: newsletterJid,
  name: 'Harbour Weather',
  description: 'Daily forecasts for the harbour and the coast.',
  inviteCode: '0029VaK3mQ8Lx5T7pR2wYb1E',
  pictureUrl: 'https://mmg.whatsapp.net/v/t61.24694-24/example-channel-picture.jpg',
  verified: false,
  subscribers: 18432,
  createdAt: '2025-03-14T08:00:00.000Z',
  state: 'ACTIVE',
  viewer: { role: 'subscriber', following: true, muted: false },
}

/** The same channel as one the session does not follow sees it. */
export const foundChannel: Channel = { ...channel, viewer: { role: 'guest', following: false, muted: null } }

/** Another channel of a list. */
export const otherChannel: Channel = {
  ...foundChannel,
  jid: '120363022222222222@newsletter',
  name: 'Harbour News',
  description: 'What happens in the harbour.',
  inviteCode: '0029Vb7kTq2Zp9Wm4Rx1Ld6N',
  subscribers: 5120,
  createdAt: '2024-09-02T10:30:00.000Z',
}

/** A channel the session's account created. */
export const ownedChannel: Channel = {
  ...channel,
  name: 'Harbour Desk',
  description: 'Notices from the harbour office.',
  verified: false,
  subscribers: 0,
  viewer: { role: 'owner', following: true, muted: false },
}

/** A post to an owned channel, as WhatsApp acknowledged it. */
export const post = {
  newsletterJid,
  id: '3EB0A41C9E27F3B5D8C6',
  serverId: 118,
  at: '2026-11-24T10:15:02.000Z',
}
