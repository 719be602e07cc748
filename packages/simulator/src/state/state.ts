import { Accounts } from './accounts.js'
import { AppState } from './app-state.js'
import { Calls } from './calls.js'
import { seedCatalogue } from './channel-catalogue.js'
import { Channels } from './channels.js'
import type { Clock, SeededIds } from './clock.js'
import { type GroupAddressing, Groups } from './groups.js'
import { RelayedMessages } from './messages.js'
import { PresenceSubscriptions } from './presence.js'

/** The server's records, one store per role: plain data, no sockets and no phones. */
export class ServerState {
  readonly accounts = new Accounts()
  readonly messages = new RelayedMessages()
  readonly groups: Groups
  readonly channels: Channels
  readonly appState = new AppState()
  readonly calls = new Calls()
  readonly presence = new PresenceSubscriptions()

  /**
   * `channelCatalogue`: seed the channel directory with the catalogue (ids drawn from a seed of their own);
   * `groupAddressing`: how new groups and communities name their members
   */
  constructor(
    readonly clock: Clock,
    readonly ids: SeededIds,
    channelCatalogue = true,
    groupAddressing: GroupAddressing = 'lid',
  ) {
    this.groups = new Groups(clock, ids, groupAddressing)
    this.channels = new Channels(clock, ids)
    if (channelCatalogue) seedCatalogue(this.channels, ids.derive('channel-catalogue'), clock.now())
  }
}
