import type { Account } from './accounts'
import type { Clock, SeededIds } from './clock'

/** A channel (newsletter) as the mex server keeps it; the jid is `${id}@newsletter`. */
export interface ChannelRecord {
  id: string
  name: string
  description: string
  owner: Account
  /** ms since the epoch */
  creation: number
  subscribers: Set<Account>
}

export class Channels {
  private readonly byId = new Map<string, ChannelRecord>()

  constructor(
    private readonly clock: Clock,
    private readonly ids: SeededIds,
  ) {}

  create(owner: Account, name: string, description: string): ChannelRecord {
    const channel: ChannelRecord = { id: `120363${this.ids.digits(12)}`, name, description, owner, creation: this.clock.now(), subscribers: new Set() }
    this.byId.set(channel.id, channel)
    return channel
  }

  get(id: string): ChannelRecord | undefined {
    return this.byId.get(id)
  }
}
