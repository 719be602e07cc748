import { channelJid, type ChannelRecord } from '../state/channels.js'
import { GroupError, type GroupRequest } from './group-request.js'
import { channelNamed, channelObject, SHAPES } from './mex-channels.js'
import { record, type MexOperation } from './mex-operation.js'

/** WhatsApp Web's channel editor's limits (100 and 2048 characters); the refusal's words are this simulator's */
const NAME_MAX = 100
const DESCRIPTION_MAX = 2048

const invalid = (what: string): GroupError => new GroupError(400, `invalid ${what}`)

function nameOf(value: unknown): string {
  if (typeof value !== 'string' || !value.trim() || value.length > NAME_MAX) throw invalid('name')
  return value.trim()
}

function descriptionOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string' || value.length > DESCRIPTION_MAX) throw invalid('description')
  return value
}

/** only the owner changes or deletes a channel (the simulator has no other admins) */
function owned(request: GroupRequest, jid: unknown): ChannelRecord {
  const channel = channelNamed(request, jid)
  if (channel.owner !== request.account) throw new GroupError(403, 'Not an admin of this channel')
  return channel
}

/**
 * The owner's operations on a channel, by the doc ids and variables Baileys sends (`Types/Mex.js` CREATE,
 * UPDATE_METADATA, DELETE; `Socket/newsletter.js` newsletterCreate, newsletterUpdate, newsletterDelete). Baileys'
 * `parseNewsletterCreateResponse` reads the created channel as the full channel object (id, thread_metadata, viewer
 * metadata), so create and update answer FetchNewsletter's shape; what delete answers no reference reads (Baileys
 * discards it), so its `{ id, state }` is this simulator's. A picture change (`updates.picture`, Baileys'
 * newsletterUpdatePicture) is not modelled and refused. Unverified against WhatsApp.
 */
export const mexChannelAdminOperations: Record<string, MexOperation> = {
  '8823471724422422': {
    path: 'xwa2_newsletter_create',
    run(request, variables) {
      const input = record(variables.input)
      const channel = request.server.state.channels.create({
        name: nameOf(input.name),
        description: descriptionOf(input.description),
        owner: request.account,
      })
      return channelObject(channel, request.account, SHAPES.full)
    },
  },
  '24250201037901610': {
    path: 'xwa2_newsletter_update',
    run(request, variables) {
      const channel = owned(request, variables.newsletter_id)
      const updates = record(variables.updates)
      if (updates.picture !== undefined) throw invalid('updates: the simulator does not model channel pictures')
      if (updates.name === undefined && updates.description === undefined) throw invalid('updates')
      // both checked before either is applied: a refused update changes nothing
      const name = updates.name === undefined ? channel.name : nameOf(updates.name)
      const description = updates.description === undefined ? channel.description : descriptionOf(updates.description)
      channel.name = name
      channel.description = description
      return channelObject(channel, request.account, SHAPES.full)
    },
  },
  '30062808666639665': {
    path: 'xwa2_newsletter_delete_v2',
    run(request, variables) {
      const channel = owned(request, variables.newsletter_id)
      request.server.state.channels.remove(channel)
      return { id: channelJid(channel), state: { type: 'DELETED' } }
    },
  },
}
