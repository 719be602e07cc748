import { createHash } from 'node:crypto'
import type { BinaryNode } from '@whiskeysockets/baileys'
import type { Account, DeviceRecord } from './accounts'
import { nowSeconds, type Core } from './core'

function deviceHash(account: Account): string {
  const ids = [...account.devices.keys()].sort((a, b) => a - b).join(',')
  return createHash('sha256').update(`${account.lidUser}:${ids}`).digest('base64').slice(0, 11)
}

/**
 * Tells the account's own companions and the companions of everyone it has exchanged messages
 * with that its device list changed, so their cached device lists follow (Baileys caches them
 * for five minutes) and a new device gets messages right away.
 */
export function notifyDeviceChange(core: Core, account: Account, change: 'add' | 'remove', device: DeviceRecord): void {
  const deviceNode: BinaryNode = {
    tag: 'device',
    attrs: change === 'add' ? { jid: account.pnJid(device.id), 'key-index': String(device.keyIndex) } : { jid: account.pnJid(device.id) },
  }
  const node = (): BinaryNode => ({
    tag: 'notification',
    attrs: { from: account.pnJid(), type: 'devices', id: core.nextId(), t: nowSeconds() },
    content: [{ tag: change, attrs: { device_hash: deviceHash(account) }, content: [deviceNode] }],
  })
  for (const audience of new Set([account, ...account.contacts])) {
    for (const companion of audience.companions()) {
      if (companion !== device) core.deliver(companion, node())
    }
  }
}
