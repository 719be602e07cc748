import type { AddResult, GroupMetadata, GroupSettingChange, ParticipantAction } from '../../groups/schema.js'
import type { GroupJoinedEvent, GroupParticipantsEvent, GroupUpdatedEvent } from '../../groups/types.js'

/** WhatsApp's answer for one participant of a batch: its code (200 on success) and, for a privacy refusal of an add, the invite it issued. */
export interface ParticipantOutcome {
  jid: string
  status: number
  addRequest: AddResult['addRequest']
}

/**
 * The group facet of a connection (`connection.groups`): group metadata, membership, roles, settings, invites
 * and join requests, in domain words. Every method rejects with a ProtocolError whose kind says what WhatsApp
 * answered (`not_found`, `forbidden`, ...).
 */
export interface GroupsPort {
  list(): Promise<GroupMetadata[]>
  metadata(groupJid: string): Promise<GroupMetadata>
  /** Whether the group is a community: known once the connection has read the group (that never changes), else read. */
  isCommunity(groupJid: string): Promise<boolean>
  create(
    subject: string,
    participants: string[],
    description: string | null,
  ): Promise<{ group: GroupMetadata; outcomes: ParticipantOutcome[] }>
  setSubject(groupJid: string, subject: string): Promise<void>
  /** `null` clears it. */
  setDescription(groupJid: string, description: string | null): Promise<void>
  updateParticipants(groupJid: string, action: ParticipantAction, participants: string[]): Promise<ParticipantOutcome[]>
  changeSetting(groupJid: string, change: GroupSettingChange): Promise<void>
  inviteInfo(code: string): Promise<GroupMetadata>
  /** The group joined, or null with join approval on (the request waits for an admin). */
  join(code: string): Promise<string | null>
  inviteCode(groupJid: string): Promise<string>
  revokeInvite(groupJid: string): Promise<string>
  membershipRequests(groupJid: string): Promise<{ jid: string; requestedAt: number | null; method: string | null }[]>
  answerMembershipRequests(
    groupJid: string,
    action: 'approve' | 'reject',
    participants: string[],
  ): Promise<ParticipantOutcome[]>
  /** Withdraws the account's own pending request to join; resolves with the account's JID it withdrew for. */
  cancelMembershipRequest(groupJid: string): Promise<string>
  leave(groupJid: string): Promise<void>
  /** Whether WhatsApp marks the group internal; null when its answer does not say. */
  isInternal(groupJid: string): Promise<boolean | null>
  appealSuspension(
    groupJid: string,
    reason: string,
  ): Promise<{ appealCreatedAt: number | null; responseCode: string | null; errorMessage: string | null }>
}

/** What WhatsApp tells a connection about its groups; the runtime hands each to the group service. */
export type GroupProtocolEvent =
  | ({ type: 'group.joined' } & GroupJoinedEvent)
  | ({ type: 'group.updated' } & GroupUpdatedEvent)
  | ({ type: 'group.participants' } & GroupParticipantsEvent)
