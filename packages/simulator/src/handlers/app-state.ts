import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch'
import { iqResult } from '../server/iq'

/** xmlns='w:sync:app:state': each collection the client asks for, at the version the store holds. */
export const appStateHandlers: readonly Handler[] = [
  {
    tag: 'iq',
    xmlns: 'w:sync:app:state',
    handle(server, client, iq) {
      const account = client.device!.account
      const collections = getBinaryNodeChildren(getBinaryNodeChild(iq, 'sync'), 'collection').map(c => {
        const stored = server.state.appState.collection(account, c.attrs.name ?? '')
        return { tag: 'collection', attrs: { name: stored.name, version: String(stored.version) } }
      })
      client.send(iqResult(iq, [{ tag: 'sync', attrs: {}, content: collections }]))
    },
  },
]
