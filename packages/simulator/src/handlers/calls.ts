import { getBinaryNodeChild } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch'

/**
 * `<call>` stanzas. Baileys sends them through query(), which waits for a frame with the same id: the
 * server's ack is that frame (`<ack class='call' type='reject'>`), so rejectCall returns at once
 * instead of after its 60 s timeout.
 */
export const callHandlers: readonly Handler[] = [
  {
    tag: 'call',
    child: 'reject',
    handle(server, client, node) {
      const reject = getBinaryNodeChild(node, 'reject')!
      const callId = reject.attrs['call-id']
      const creator = reject.attrs['call-creator']
      if (callId && creator) server.state.calls.set(callId, creator, 'rejected')
      client.send({ tag: 'ack', attrs: { id: node.attrs.id ?? '', class: 'call', type: 'reject', from: node.attrs.to ?? client.device!.account.pnJid() } })
    },
  },
]
