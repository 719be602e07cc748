import type { BinaryNode } from '@whiskeysockets/baileys'
import type { Server } from './server/context.js'
import { audience, type ChannelRecord } from './state/channels.js'
import type { DeviceRecord } from './state/accounts.js'

/**
 * Hands one channel stanza (`<message from=<channel> id server_id t type [edit]>` with its `<plaintext>`) to every
 * device of every follower and of the owner, muted or not (mute only silences notifications), queued for those
 * offline; `except`: the owner's device that sent it, which has it already. Answers the devices it went to.
 */
export function deliverToAudience(
  server: Server,
  channel: ChannelRecord,
  attrs: Record<string, string>,
  content: BinaryNode[],
  except?: DeviceRecord,
): string[] {
  const deliveredTo: string[] = []
  for (const account of audience(channel)) {
    for (const device of account.devices.values()) {
      if (device === except) continue
      server.deliver(device, { tag: 'message', attrs: { ...attrs }, content })
      deliveredTo.push(account.pnJid(device.id))
    }
  }
  return deliveredTo
}
