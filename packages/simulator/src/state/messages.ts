import type { DeviceRecord } from './accounts.js'

/** A message the server relayed, kept so receipts can find their way back to the sending device. */
export interface RelayedMessage {
  id: string
  sender: DeviceRecord
  addressing: 'pn' | 'lid'
  /** set for a group message: its receipts name the group, and only the group's receipts route back */
  groupJid?: string
}

const MESSAGE_MEMORY = 20_000

/** The relay's memory of recent messages: bounded, the oldest forgotten first. */
export class RelayedMessages {
  private readonly byId = new Map<string, RelayedMessage>()

  remember(entry: RelayedMessage): void {
    this.byId.set(entry.id, entry)
    if (this.byId.size > MESSAGE_MEMORY) {
      const oldest = this.byId.keys().next().value
      if (oldest !== undefined) this.byId.delete(oldest)
    }
  }

  find(id: string): RelayedMessage | undefined {
    return this.byId.get(id)
  }
}
