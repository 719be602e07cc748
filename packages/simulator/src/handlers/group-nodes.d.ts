import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Account } from '../state/accounts.js';
import type { GroupRecord } from '../state/groups.js';
export declare const seconds: (ms: number) => string;
/** an account as the group's addressing names it */
export declare function memberJid(group: GroupRecord, account: Account): string;
/**
 * An account as a `<participant>` (or `<requested_user>`) names it: in a LID-addressed group the LID, with its
 * phone number beside it as `phone_number` (whatsmeow `group.go` parseParticipant and parseParticipantList, which
 * store the pair as a LID mapping; whatsapp-rust `wacore/src/stanza/groups.rs` parse_participants).
 */
export declare function memberAttrs(group: GroupRecord, account: Account): Record<string, string>;
/**
 * The `<group>` or w:gp2 attributes naming an account by `name` (`creator`, `s_o`, `participant`), with `<name>_pn`
 * beside it in a LID-addressed group (whatsmeow `group.go` parseGroupNode: `creator_pn`, `s_o_pn`; whatsapp-rust
 * `wacore/src/stanza/groups.rs` test_parse_root_participant_identity_attributes: `participant_pn`).
 */
export declare function actorAttrs(group: GroupRecord, name: string, account: Account): Record<string, string>;
/** `<participant jid [phone_number] type?>`: members carry no type */
export declare function participantNode(group: GroupRecord, account: Account): BinaryNode;
/**
 * A community's place in the `<group>`: `<parent>` on the parent group (the mode only when joins need
 * approval) with `<allow_non_admin_sub_group_creation/>` when the create asked for it, `<linked_parent>`
 * on a subgroup, with `<default_sub_group/>` or `<general_chat/>` on the two the server created
 * (whatsapp-rust `iq/groups.rs` GroupInfoResponse reads all five, whatsmeow `group.go` parseGroupNode
 * `parent`, `linked_parent` and `default_sub_group`, as Baileys does).
 */
export declare function communityNodes(group: GroupRecord): BinaryNode[];
/**
 * `<group>` as a reply to metadata, list, create and invite info, and inside `<create>` notifications, as
 * whatsmeow (`group.go` parseGroupNode) and whatsapp-rust (`wacore/src/iq/groups.rs`) parse it. Settings that are
 * off have no child (Baileys and whatsmeow read presence); join approval is `<group_join state="on">` inside
 * `<membership_approval_mode>` (whatsapp-rust); the link and history modes and `<suspended/>` are whatsapp-rust's
 * names, which Baileys does not read.
 */
export declare function groupNode(group: GroupRecord, refused?: BinaryNode[]): BinaryNode;
