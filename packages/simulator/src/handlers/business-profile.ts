import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import { iqError, iqResult } from '../server/iq.js'
import type { Server } from '../server/context.js'
import type { Client } from '../server/sockets.js'

const textOf = (node: BinaryNode | undefined): string | undefined => {
  const content = node?.content
  if (content instanceof Uint8Array) return Buffer.from(content).toString('utf8')
  return typeof content === 'string' ? content : undefined
}

/**
 * xmlns='w:biz' set `<business_profile v="3" mutation_type="delta">` with a child per changed field (`description`,
 * `address`, `email`, `website` once per site, `business_hours`), as Baileys' `updateBussinesProfile` sends it
 * (Socket/business.js): a delta, so a field not named stays; the websites named replace the list (WhatsApp keeps
 * two). Business hours are not modelled and left as they are. A personal account has no business profile to change:
 * refused 403 `forbidden`, a code no reference shows (this simulator's). The answer is an empty result, which is all
 * Baileys reads of it. Unverified against WhatsApp.
 */
function setBusinessProfile(_server: Server, client: Client, iq: BinaryNode): void {
  const account = client.device!.account
  const business = account.business
  if (!business) return client.send(iqError(iq, 403, 'forbidden'))
  const profile = getBinaryNodeChild(iq, 'business_profile')
  const description = textOf(getBinaryNodeChild(profile, 'description'))
  const address = textOf(getBinaryNodeChild(profile, 'address'))
  const email = textOf(getBinaryNodeChild(profile, 'email'))
  const websites = getBinaryNodeChildren(profile, 'website').flatMap((node) => textOf(node) ?? [])
  if (description !== undefined) business.description = description
  if (address !== undefined) business.address = address || null
  if (email !== undefined) business.email = email || null
  if (websites.length) business.websites = websites.slice(0, 2)
  client.send(iqResult(iq))
}

export const businessProfileHandlers: readonly Handler[] = [
  { tag: 'iq', xmlns: 'w:biz', type: 'set', child: 'business_profile', handle: setBusinessProfile },
]
