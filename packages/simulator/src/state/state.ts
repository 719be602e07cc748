import { Accounts } from './accounts'
import { AppState } from './app-state'
import { Calls } from './calls'
import { Channels } from './channels'
import type { Clock, SeededIds } from './clock'
import { Groups } from './groups'
import { RelayedMessages } from './messages'

/** The server's records, one store per role: plain data, no sockets and no phones. */
export class ServerState {
  readonly accounts = new Accounts()
  readonly messages = new RelayedMessages()
  readonly groups: Groups
  readonly channels: Channels
  readonly appState = new AppState()
  readonly calls: Calls

  constructor(
    readonly clock: Clock,
    readonly ids: SeededIds,
  ) {
    this.groups = new Groups(clock, ids)
    this.channels = new Channels(clock, ids)
    this.calls = new Calls(clock)
  }
}
