import { type GroupRecord } from '../state/groups.js';
import { type GroupOp, type GroupRequest } from './group-request.js';
/**
 * `<links><link link_type='sub_group'>`: each group answered on its own, `<group jid [error]>` in the
 * same `<links><link>` (whatsapp-rust `iq/groups.rs` LinkSubgroupsIq::parse_response). The group's
 * members who were not in the community join it and first get its `<create>`; then the community and
 * the group hear of the link.
 */
export declare const link: GroupOp;
/**
 * the group joins the community: its members become the community's. The notification is
 * `<link link_type='sub_group'><group…/></link>` from the community (whatsmeow `group.go` parseGroupChange
 * "link", whatsapp-rust `stanza/groups.rs` GroupNotificationAction::Link).
 */
export declare function attach(request: GroupRequest, parent: GroupRecord, group: GroupRecord): void;
/**
 * `<unlink unlink_type='sub_group'>`, answered per group as `<unlink><group jid [error]>` (whatsapp-rust
 * `iq/groups.rs` UnlinkSubgroupsIq::parse_response); the announcement subgroup stays (403: which code
 * WhatsApp gives is not shown by any reference).
 */
export declare const unlink: GroupOp;
/**
 * `<join_linked_group jid>`: a community member joins one of its subgroups without an invite, answered
 * `<linked_group><group…/></linked_group>` (whatsapp-rust `iq/groups.rs` JoinLinkedGroupIq)
 */
export declare const joinLinked: GroupOp;
/**
 * `<linked_groups_participants/>`: the community's members and every subgroup's, once each, typed by their
 * community role, as direct `<participant>` children (whatsapp-rust `iq/groups.rs` GetLinkedGroupsParticipantsIq,
 * whatsmeow `group.go` GetLinkedGroupsParticipants)
 */
export declare const linkedParticipants: GroupOp;
/**
 * `<delete_parent/>` (whatsapp-rust `iq/groups.rs` DeleteCommunityIq, an empty result): the community is
 * gone, its subgroups stay as plain groups. The community hears `<delete reason>` (whatsmeow `group.go`
 * parseGroupChange "delete"), each subgroup an `<unlink unlink_type='parent_group' unlink_reason='delete_parent'>`
 * (whatsmeow `types/group.go` GroupLinkChangeTypeParent, GroupUnlinkReasonDelete).
 */
export declare const deactivate: GroupOp;
/**
 * `<sub_group_suggestions><group jid/></sub_group_suggestions>`: a member proposes one of its groups for
 * the community. No client we could read sends this (WhatsApp's own node is unknown): the shape is the
 * simulator's, for the phone's `suggest`; what the mex query answers is whatsapp-rust's.
 */
export declare const suggest: GroupOp;
