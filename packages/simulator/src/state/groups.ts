import type { Account, ProfilePicture } from './accounts.js'
import type { Clock, SeededIds } from './clock.js'

export type GroupRole = 'superadmin' | 'admin' | null
export type MemberAddMode = 'admin_add' | 'all_member_add'
export type MemberLinkMode = 'admin_link' | 'all_member_link'
export type HistoryShareMode = 'admin_share' | 'all_member_share'

export interface GroupDescription {
  /** the id the client chose; the next change must name it as `prev` */
  id: string
  text: string
  owner: Account
  /** ms since the epoch */
  time: number
}

export interface JoinRequest {
  /** ms since the epoch */
  time: number
  method: 'invite_link'
}

/** What makes a group the parent group of a community. */
export interface CommunityInfo {
  /** joins to the community wait for an admin (`default_membership_approval_mode`) */
  approvalMode: 'request_required' | 'auto_approve'
  /** members who are not admins may create groups inside it (`<allow_non_admin_sub_group_creation/>` at the create) */
  allowNonAdminSubGroupCreation: boolean
  /** groups members proposed for linking, each with who proposed it */
  suggestions: Map<GroupRecord, Account>
}

/** A group as the w:g2 server keeps it; the jid is `${id}@g.us`. */
export interface GroupRecord {
  /** bare, as WhatsApp writes it in `<group id>`: '120363' and 12 digits */
  id: string
  subject: string
  subjectOwner: Account
  /** ms since the epoch */
  subjectTime: number
  creator: Account
  /** ms since the epoch */
  creation: number
  addressingMode: 'pn' | 'lid'
  members: Map<Account, GroupRole>
  description: GroupDescription | undefined
  /** only admins send */
  announcement: boolean
  /** only admins edit the group's info */
  locked: boolean
  memberAddMode: MemberAddMode
  memberLinkMode: MemberLinkMode
  memberShareGroupHistoryMode: HistoryShareMode
  /** joins by link wait for an admin's approval */
  joinApproval: boolean
  /** 0: messages do not disappear */
  ephemeralSeconds: number
  inviteCode: string
  pending: Map<Account, JoinRequest>
  suspended: boolean
  internal: boolean
  appeal: { reason: string; time: number } | undefined
  /** the group's picture, on the media host; null when it has none */
  picture: ProfilePicture | null
  /** set on a community's parent group only */
  community: CommunityInfo | undefined
  /** the community this group is linked to */
  parent: GroupRecord | undefined
  /** the subgroups the server creates with a community; other linked groups are neither */
  subgroupKind: 'announcement' | 'general_chat' | undefined
}

const INVITE_CODE_LENGTH = 22
/** how long the v4 invite of a refused add stays valid */
const ADD_REQUEST_TTL_MS = 3 * 24 * 3600_000

export function groupJid(group: GroupRecord): string {
  return `${group.id}@g.us`
}

export function isAdmin(group: GroupRecord, account: Account): boolean {
  return !!group.members.get(account)
}

export type GroupAddressing = 'pn' | 'lid'

export class Groups {
  private readonly byId = new Map<string, GroupRecord>()
  private readonly byCode = new Map<string, GroupRecord>()
  /** accounts whose privacy says "only my contacts can add me to groups" */
  private readonly contactsOnly = new Set<Account>()

  /**
   * `addressing`: how new groups name their members. WhatsApp creates groups LID-addressed now (Baileys
   * `messages-send.js` defaults a group without metadata to `lid`, whatsmeow `types/group.go` `AddressingModeLID`);
   * `pn` gives the phone-number-addressed groups older accounts still have.
   */
  constructor(
    private readonly clock: Clock,
    private readonly ids: SeededIds,
    private readonly addressing: GroupAddressing = 'lid',
  ) {}

  /** the creator joins as superadmin, as the server adds it implicitly */
  create(creator: Account, subject: string, addressingMode: GroupAddressing = this.addressing): GroupRecord {
    const now = this.clock.now()
    const group: GroupRecord = {
      id: `120363${this.ids.digits(12)}`,
      subject,
      subjectOwner: creator,
      subjectTime: now,
      creator,
      creation: now,
      addressingMode,
      members: new Map([[creator, 'superadmin']]),
      description: undefined,
      announcement: false,
      locked: false,
      memberAddMode: 'all_member_add',
      memberLinkMode: 'admin_link',
      memberShareGroupHistoryMode: 'admin_share',
      joinApproval: false,
      ephemeralSeconds: 0,
      inviteCode: this.ids.token(INVITE_CODE_LENGTH),
      pending: new Map(),
      suspended: false,
      internal: false,
      appeal: undefined,
      picture: null,
      community: undefined,
      parent: undefined,
      subgroupKind: undefined,
    }
    this.byId.set(group.id, group)
    this.byCode.set(group.inviteCode, group)
    return group
  }

  get(id: string): GroupRecord | undefined {
    return this.byId.get(id)
  }

  /** `<id>@g.us`; anything else names no group */
  byJid(jid: string | undefined): GroupRecord | undefined {
    const match = /^(\d+)@g\.us$/.exec(jid ?? '')
    return match ? this.byId.get(match[1]!) : undefined
  }

  /** the group a code opens, and whether a revoke replaced the code */
  byInviteCode(code: string): { group: GroupRecord; revoked: boolean } | undefined {
    const group = this.byCode.get(code)
    return group ? { group, revoked: group.inviteCode !== code } : undefined
  }

  /** a new code; the old one stops working at once (a join with it is told 410, not 406) */
  revokeInvite(group: GroupRecord): string {
    group.inviteCode = this.ids.token(INVITE_CODE_LENGTH)
    this.byCode.set(group.inviteCode, group)
    return group.inviteCode
  }

  /** a deactivated community: its jid names nothing any more */
  delete(group: GroupRecord): void {
    this.byId.delete(group.id)
    this.byCode.delete(group.inviteCode)
  }

  /** the groups linked to a community, in order of creation */
  linkedTo(parent: GroupRecord): GroupRecord[] {
    return [...this.byId.values()].filter((g) => g.parent === parent)
  }

  of(account: Account): GroupRecord[] {
    return [...this.byId.values()].filter((g) => g.members.has(account))
  }

  setContactsOnlyAdds(account: Account, on: boolean): void {
    if (on) this.contactsOnly.add(account)
    else this.contactsOnly.delete(account)
  }

  addsFromContactsOnly(account: Account): boolean {
    return this.contactsOnly.has(account)
  }

  /**
   * The simulator keeps no address books, so an account that lets only its contacts add it refuses
   * every add by another account.
   */
  refusesAddBy(account: Account, adder: Account): boolean {
    return account !== adder && this.contactsOnly.has(account)
  }

  /** the v4 invite a refused add hands back, which the adder may send the account instead */
  addRequest(): { code: string; expiration: number } {
    return {
      code: this.ids.token(INVITE_CODE_LENGTH),
      expiration: Math.floor((this.clock.now() + ADD_REQUEST_TTL_MS) / 1000),
    }
  }
}
