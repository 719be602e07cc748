import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import { deviceNotification } from '../server/device-notifications.js'
import { iqResult } from '../server/iq.js'
import type { Account } from '../state/accounts.js'

/** What a logged-in client asks on its own while connected: keep-alive, props, privacy, telemetry (the blocklist: handlers/blocklist.ts). */
/** Each account's `groupadd` as it last set it (`contacts` or `none`), while the group server refuses adds for it. */
const groupAddValues = new WeakMap<Account, string>()

export const sessionHandlers: readonly Handler[] = [
  { tag: 'iq', xmlns: 'w:p', handle: (_s, client, iq) => client.send(iqResult(iq)) },
  {
    tag: 'iq',
    xmlns: 'passive',
    async handle(server, client, iq) {
      client.send(iqResult(iq))
      const device = client.device!
      // a fresh companion asks to be active once its prekeys are on the server: only now can its phone
      // encrypt the history sync to it, so only now does the phone hear of the new device
      if (Array.isArray(iq.content) && iq.content[0]?.tag === 'active' && device.initialSyncPending) {
        device.initialSyncPending = false
        const phone = device.account.devices.get(0)
        if (phone) server.deliver(phone, deviceNotification(server, device.account, 'add', device))
      }
    },
  },
  {
    tag: 'iq',
    xmlns: 'abt',
    handle: (_s, client, iq) =>
      client.send(iqResult(iq, [{ tag: 'props', attrs: { protocol: '1', hash: 'sim-props-1' } }])),
  },
  {
    tag: 'iq',
    xmlns: 'w',
    child: 'props',
    handle: (_s, client, iq) => client.send(iqResult(iq, [{ tag: 'props', attrs: { hash: 'sim-props-1' } }])),
  },
  {
    tag: 'iq',
    xmlns: 'privacy',
    type: 'get',
    handle(server, client, iq) {
      const settings = {
        ...client.device!.account.privacy,
        groupadd: server.state.groups.addsFromContactsOnly(client.device!.account)
          ? (groupAddValues.get(client.device!.account) ?? 'contacts')
          : 'all',
        calladd: server.state.calls.callPrivacy(client.device!.account),
      }
      const categories = Object.entries(settings).map(([name, value]) => ({ tag: 'category', attrs: { name, value } }))
      client.send(iqResult(iq, [{ tag: 'privacy', attrs: {}, content: categories }]))
    },
  },
  // privacy settings are kept: picture and about are served by them (handlers/profile.ts, handlers/usync.ts); who
  // may add the account to groups and who may call it are kept by the group server and the call relay. Trusted-contact tokens (`<tokens>`) are the call relay's (handlers/calls.ts).
  {
    tag: 'iq',
    xmlns: 'privacy',
    type: 'set',
    child: 'privacy',
    handle(server, client, iq) {
      const categories = getBinaryNodeChildren(getBinaryNodeChild(iq, 'privacy'), 'category')
      const groupAdd = categories.find((c) => c.attrs.name === 'groupadd')?.attrs.value
      // `none` (whatsapp-rust wacore/src/iq/privacy.rs) refuses every add, as `contacts` does here: the simulator
      // keeps no address books (state/groups.ts `refusesAddBy`); the value set is answered back as given.
      if (groupAdd) {
        server.state.groups.setContactsOnlyAdds(client.device!.account, groupAdd !== 'all')
        groupAddValues.set(client.device!.account, groupAdd)
      }
      const callAdd = categories.find((c) => c.attrs.name === 'calladd')?.attrs.value
      if (callAdd) server.state.calls.setCallPrivacy(client.device!.account, callAdd)
      const { privacy } = client.device!.account
      for (const { attrs } of categories)
        if (attrs.name && attrs.value && attrs.name in privacy) privacy[attrs.name] = attrs.value
      client.send(iqResult(iq))
    },
  },
  { tag: 'iq', xmlns: 'w:stats', handle: (_s, client, iq) => client.send(iqResult(iq)) },
  { tag: 'iq', xmlns: 'urn:xmpp:whatsapp:dirty', handle: (_s, client, iq) => client.send(iqResult(iq)) },
  // the client's acks of what the server sent (a message's ends the server's hold on it), and its ib telemetry
  // (unified_session): nothing to answer
  {
    tag: 'ack',
    anonymous: true,
    handle: (server, client, node) => {
      if (client.device && node.attrs.class === 'message' && node.attrs.id)
        server.sockets.acked(client.device, node.attrs.id)
    },
  },
  { tag: 'ib', handle: () => undefined },
]
