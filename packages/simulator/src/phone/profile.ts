import { getBinaryNodeChild, S_WHATSAPP_NET } from '@whiskeysockets/baileys'
import type { PhoneLine } from './line.js'

/** sets the account's profile picture (JPEG bytes), as the phone's app does: a `w:profile:picture` set to the server */
export async function setProfilePicture(line: PhoneLine, jpeg: Buffer): Promise<void> {
  await line.query({
    tag: 'iq',
    attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'w:profile:picture' },
    content: [{ tag: 'picture', attrs: { type: 'image' }, content: jpeg }],
  })
}

/** removes the account's profile picture */
export async function removeProfilePicture(line: PhoneLine): Promise<void> {
  await line.query({ tag: 'iq', attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'w:profile:picture' } })
}

/**
 * where the server serves `jid`'s profile picture to this phone (a `w:profile:picture` get, as Baileys'
 * `profilePictureUrl` asks); null when there is none (404) or its owner's privacy hides it from this phone (401)
 */
export async function fetchPictureUrl(line: PhoneLine, jid: string): Promise<string | null> {
  const reply = await line
    .query({
      tag: 'iq',
      attrs: { to: S_WHATSAPP_NET, target: jid, type: 'get', xmlns: 'w:profile:picture' },
      content: [{ tag: 'picture', attrs: { type: 'image', query: 'url' } }],
    })
    .catch((error: { data?: number }) => {
      if (error.data === 404 || error.data === 401) return null
      throw error
    })
  return reply ? (getBinaryNodeChild(reply, 'picture')?.attrs.url ?? null) : null
}

/**
 * the about of `jid` as the server serves it to this phone: a usync `status` query, as WhatsApp's apps read a
 * contact's about (Baileys `fetchStatus`); null when the server gives none
 */
export async function fetchAbout(line: PhoneLine, jid: string): Promise<string | null> {
  const reply = await line.query({
    tag: 'iq',
    attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'usync' },
    content: [
      {
        tag: 'usync',
        attrs: { context: 'interactive', mode: 'query', sid: line.nextId(), last: 'true', index: '0' },
        content: [
          { tag: 'query', attrs: {}, content: [{ tag: 'status', attrs: {} }] },
          { tag: 'list', attrs: {}, content: [{ tag: 'user', attrs: { jid } }] },
        ],
      },
    ],
  })
  const user = getBinaryNodeChild(getBinaryNodeChild(getBinaryNodeChild(reply, 'usync'), 'list'), 'user')
  const status = getBinaryNodeChild(user, 'status')?.content
  return status instanceof Uint8Array ? Buffer.from(status).toString('utf8') : null
}
