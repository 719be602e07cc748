import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import type { Connection } from './connection'
import type { Core } from './core'
import { SERVER_JID } from './jids'
import { MAX_UPLOAD_BYTES, MEDIA_CONN_TTL_SECONDS } from './media'
import { handleCompanionFinish, handleCompanionHello } from './pairing'
import { handleEncryptIq } from './prekeys'
import { handleUsyncIq } from './usync'

const PRIVACY_DEFAULTS: Record<string, string> = {
  last: 'all',
  online: 'all',
  profile: 'all',
  status: 'contacts',
  readreceipts: 'all',
  groupadd: 'all',
  calladd: 'all',
  messages: 'all',
}

function result(iq: BinaryNode, content?: BinaryNode[]): BinaryNode {
  const node: BinaryNode = { tag: 'iq', attrs: { from: SERVER_JID, type: 'result', id: iq.attrs.id ?? '' } }
  if (content) node.content = content
  return node
}

function error(iq: BinaryNode, code: number, text: string): BinaryNode {
  return {
    tag: 'iq',
    attrs: { from: SERVER_JID, type: 'error', id: iq.attrs.id ?? '' },
    content: [{ tag: 'error', attrs: { code: String(code), text } }],
  }
}

export type RemoveCompanion = (conn: Connection) => Promise<void>

/** Routes the iqs a client sends; answers the ones Baileys sends on its own while connected. */
export async function handleIq(core: Core, conn: Connection, iq: BinaryNode, removeCompanion: RemoveCompanion): Promise<void> {
  const { xmlns, type } = iq.attrs
  const child = Array.isArray(iq.content) ? iq.content[0] : undefined
  const loggedIn = !!conn.device
  if (xmlns === 'md') {
    const reg = getBinaryNodeChild(iq, 'link_code_companion_reg')
    if (reg?.attrs.stage === 'companion_hello') return handleCompanionHello(core, conn, iq, reg)
    if (reg?.attrs.stage === 'companion_finish') return handleCompanionFinish(core, conn, iq, reg)
    if (child?.tag === 'remove-companion-device' && loggedIn) {
      conn.send(result(iq))
      await removeCompanion(conn)
      return
    }
  }
  if (!loggedIn) {
    conn.send(error(iq, 401, 'not-authorized'))
    return
  }
  switch (xmlns) {
    case 'w:p':
      conn.send(result(iq))
      return
    case 'w:m':
      if (child?.tag === 'media_conn') {
        // one host, the simulator's own HTTPS blob store; Baileys uploads to `https://<hostname><path>`
        conn.send(
          result(iq, [
            {
              tag: 'media_conn',
              attrs: { auth: core.media.auth, ttl: String(MEDIA_CONN_TTL_SECONDS) },
              content: [{ tag: 'host', attrs: { hostname: core.media.hostname, maxContentLengthBytes: String(MAX_UPLOAD_BYTES) } }],
            },
          ]),
        )
        return
      }
      break
    case 'encrypt':
      handleEncryptIq(core, conn, iq)
      return
    case 'usync':
      handleUsyncIq(core, conn, iq)
      return
    case 'passive': {
      conn.send(result(iq))
      const device = conn.device!
      // the client asks to be active once its prekeys are on the server, so the phone can now encrypt to it
      if (child?.tag === 'active' && device.initialSyncPending) {
        await device.account.phone.sendInitialSync(device)
      }
      return
    }
    case 'abt':
      conn.send(result(iq, [{ tag: 'props', attrs: { protocol: '1', hash: 'sim-props-1' } }]))
      return
    case 'w':
      if (child?.tag === 'props') {
        conn.send(result(iq, [{ tag: 'props', attrs: { hash: 'sim-props-1' } }]))
        return
      }
      break
    case 'blocklist':
      conn.send(result(iq, type === 'get' ? [{ tag: 'list', attrs: {} }] : undefined))
      return
    case 'privacy':
      if (type === 'get') {
        const categories = Object.entries(PRIVACY_DEFAULTS).map(([name, value]) => ({ tag: 'category', attrs: { name, value } }))
        conn.send(result(iq, [{ tag: 'privacy', attrs: {}, content: categories }]))
      } else {
        conn.send(result(iq))
      }
      return
    case 'w:sync:app:state': {
      // an account with no chat mutations yet: every collection is empty at version 0
      const collections = getBinaryNodeChildren(getBinaryNodeChild(iq, 'sync'), 'collection').map(c => ({
        tag: 'collection',
        attrs: { name: c.attrs.name ?? '', version: '0' },
      }))
      conn.send(result(iq, [{ tag: 'sync', attrs: {}, content: collections }]))
      return
    }
    case 'w:stats':
    case 'status':
    case 'urn:xmpp:whatsapp:dirty':
      conn.send(result(iq))
      return
    case 'w:profile:picture':
      conn.send(error(iq, 404, 'item-not-found'))
      return
  }
  core.logger.debug({ xmlns, type, child: child?.tag }, 'unhandled iq')
  conn.send(error(iq, 501, 'feature-not-implemented'))
}
