import { chatModificationToAppPatch } from '@whiskeysockets/baileys'
import type { Account } from '../state/accounts.js'
import type { Clock } from '../state/clock.js'
import type { PhoneAppState } from './app-state.js'

/** The people the phone has saved as its contacts (what its privacy settings mean by "my contacts"). */
export class AddressBook {
  constructor(
    private readonly account: Account,
    private readonly appState: PhoneAppState,
    private readonly clock: Clock,
  ) {}

  /**
   * saves `other` under `name` and syncs it to the linked devices as WhatsApp's apps do: a `contact` app-state
   * mutation in `critical_unblock_low` keyed by the PN jid, with the name and the LID (Baileys Utils/chat-utils.js
   * `chatModificationToAppPatch` `contact`, read by its sync-action-utils.js `processContactAction`)
   */
  async save(other: Account, name: string): Promise<void> {
    this.account.savedContacts.add(other)
    const patch = chatModificationToAppPatch({ contact: { fullName: name, lidJid: other.lid } }, other.jid)
    patch.syncAction.timestamp = this.clock.now()
    await this.appState.upload(patch)
  }

  /** removes `other`: the same mutation, a REMOVE without a value */
  async remove(other: Account): Promise<void> {
    this.account.savedContacts.delete(other)
    const patch = chatModificationToAppPatch({ contact: null }, other.jid)
    patch.syncAction.timestamp = this.clock.now()
    await this.appState.upload(patch)
  }
}
