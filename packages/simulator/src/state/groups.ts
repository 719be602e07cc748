import type { Account } from './accounts'
import type { Clock, SeededIds } from './clock'

export type GroupRole = 'superadmin' | 'admin' | null

/** A group as the w:g2 server keeps it; the jid is `${id}@g.us`. */
export interface GroupRecord {
  /** bare, as WhatsApp writes it in `<group id>`: '120363' and 12 digits */
  id: string
  subject: string
  creator: Account
  /** ms since the epoch */
  creation: number
  addressingMode: 'pn' | 'lid'
  members: Map<Account, GroupRole>
}

export class Groups {
  private readonly byId = new Map<string, GroupRecord>()

  constructor(
    private readonly clock: Clock,
    private readonly ids: SeededIds,
  ) {}

  /** the creator joins as superadmin, as the server adds it implicitly */
  create(creator: Account, subject: string, addressingMode: 'pn' | 'lid'): GroupRecord {
    const group: GroupRecord = {
      id: `120363${this.ids.digits(12)}`,
      subject,
      creator,
      creation: this.clock.now(),
      addressingMode,
      members: new Map([[creator, 'superadmin']]),
    }
    this.byId.set(group.id, group)
    return group
  }

  get(id: string): GroupRecord | undefined {
    return this.byId.get(id)
  }
}
