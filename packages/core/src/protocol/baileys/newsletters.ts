import { prepareWAMessageMedia } from '@whiskeysockets/baileys'
import { ProtocolError } from '../port.js'
import type { ChannelKey, ChannelPostAck, NewslettersPort } from '../ports/newsletters.js'
import { kindOfStatus } from './errors.js'
import type { FacetContext } from './facet.js'
import { baileysCall, mexQuery } from './queries.js'
import { type ChannelPostAction, channelPostStanza, parsePostAck, textPost } from './wire/channel-posts.js'
import {
  categoriesPreviewVariables,
  createVariables,
  deleteVariables,
  dehydratedVariables,
  metadataVariables,
  directoryVariables,
  domainsVariables,
  muteVariables,
  parseCategoryPreviews,
  parseChannel,
  parseChannelPage,
  parseChannelResult,
  parseChannels,
  parseDomainPreviews,
  recommendedVariables,
  searchVariables,
  similarVariables,
  updateVariables,
} from './wire/newsletters.js'

const named = (key: ChannelKey): string => ('jid' in key ? key.jid : `with invite code ${key.inviteCode}`)

/**
 * `connection.newsletters` on Baileys: Baileys' own functions where WhatsApp Web still has their operations (follow,
 * unfollow: `Socket/newsletter.js`), raw mex queries of the overridable table for the rest (wire/newsletters.ts):
 * Baileys' metadata, mute and unmute use query ids WhatsApp Web's operations no longer hold.
 * Every answer goes through the one channel reader, so a channel has one shape whichever query brought it.
 */
export function createNewslettersFacet(context: FacetContext): NewslettersPort {
  const { socket, mex } = context
  const mexCall = mexQuery(socket, mex)
  // An answer without a channel object is a channel WhatsApp does not know (whatsapp-rust `features/newsletter.rs`
  // `get_metadata` reads a null `xwa2_newsletter` so).
  const found = (what: string, key: ChannelKey, raw: unknown) => {
    const channel = parseChannel(raw)
    if (!channel)
      throw new ProtocolError(`${what}: WhatsApp knows no channel ${named(key)}`, {
        kind: 'not_found',
        statusCode: 404,
      })
    return channel
  }

  // One stanza per post, edit or deletion; `query` resolves on WhatsApp's ack, which carries the same id.
  const sendPost = async (
    what: string,
    jid: string,
    id: string,
    action: ChannelPostAction,
  ): Promise<ChannelPostAck> => {
    const ack = parsePostAck(await baileysCall(what, () => socket.query(channelPostStanza(jid, id, action))))
    if ('error' in ack)
      throw new ProtocolError(`${what}: WhatsApp refused it with error ${ack.error}`, {
        kind: kindOfStatus(ack.error),
        statusCode: ack.error,
        messageId: id,
      })
    return ack
  }

  return {
    async create(input) {
      const what = 'creating the channel failed'
      const channel = parseChannel(await mexCall<unknown>(what, 'newsletterCreate', createVariables(input)))
      if (!channel) throw new ProtocolError(`${what}: WhatsApp's answer holds no channel`, { kind: 'unavailable' })
      return channel
    },
    async update(jid, changes) {
      await mexCall('changing the channel failed', 'newsletterUpdate', updateVariables(jid, changes))
    },
    async delete(jid) {
      await mexCall('deleting the channel failed', 'newsletterDelete', deleteVariables(jid))
    },
    async post(jid, id, content) {
      const what = 'posting to the channel failed'
      if ('text' in content)
        return sendPost(what, jid, id, { kind: 'post', message: textPost(content.text), mediatype: null })
      // Baileys uploads media for a newsletter raw, unencrypted, when told the jid (Utils/messages.js
      // prepareWAMessageMedia), which is what a channel's followers download
      const { imageMessage } = await baileysCall(what, () =>
        prepareWAMessageMedia(
          {
            image: content.image,
            mimetype: content.mimetype,
            ...(content.caption === null ? {} : { caption: content.caption }),
          },
          { upload: socket.waUploadToServer, jid },
        ),
      )
      return sendPost(what, jid, id, { kind: 'post', message: { imageMessage }, mediatype: 'image' })
    },
    editPost: (jid, id, content) =>
      sendPost('editing the post failed', jid, id, { kind: 'edit', message: textPost(content.text), mediatype: null }),
    deletePost: (jid, id) => sendPost('deleting the post failed', jid, id, { kind: 'delete' }),
    async subscribed() {
      return parseChannels(await mexCall<unknown>('listing the followed channels failed', 'newsletterSubscribed', {}))
    },
    async metadata(key) {
      const what = 'reading the channel failed'
      return found(what, key, await mexCall<unknown>(what, 'newsletterMetadata', metadataVariables(key)))
    },
    async dehydrated(key) {
      const what = 'reading the channel failed'
      return found(what, key, await mexCall<unknown>(what, 'newsletterDehydrated', dehydratedVariables(key)))
    },
    async search(query) {
      return parseChannelPage(
        await mexCall<unknown>('searching the channel directory failed', 'newsletterSearch', searchVariables(query)),
      )
    },
    async recommended(query) {
      return parseChannelResult(
        await mexCall<unknown>(
          'reading the recommended channels failed',
          'newsletterRecommended',
          recommendedVariables(query),
        ),
      )
    },
    async similar(jid, query) {
      return parseChannelResult(
        await mexCall<unknown>(
          'reading the similar channels failed',
          'newsletterSimilar',
          similarVariables(jid, query),
        ),
      )
    },
    async directory(query) {
      return parseChannelPage(
        await mexCall<unknown>(
          'reading the channel directory failed',
          'newsletterDirectory',
          directoryVariables(query),
        ),
      )
    },
    async categoriesPreview(query) {
      return parseCategoryPreviews(
        await mexCall<unknown>(
          'reading the category previews failed',
          'newsletterCategoriesPreview',
          categoriesPreviewVariables(query),
        ),
      )
    },
    async domainsPreviewable(domains) {
      return parseDomainPreviews(
        await mexCall<unknown>(
          'asking which domains are previewable failed',
          'newsletterDomainsPreviewable',
          domainsVariables(domains),
        ),
        domains,
      )
    },
    async follow(jid) {
      await baileysCall('following the channel failed', () => socket.newsletterFollow(jid))
    },
    async unfollow(jid) {
      await baileysCall('unfollowing the channel failed', () => socket.newsletterUnfollow(jid))
    },
    async mute(jid) {
      await mexCall('muting the channel failed', 'newsletterUserSetting', muteVariables(jid, true))
    },
    async unmute(jid) {
      await mexCall('unmuting the channel failed', 'newsletterUserSetting', muteVariables(jid, false))
    },
  }
}
