import { type GroupOp } from './group-request.js';
/**
 * `<create>` with `<parent>`: the parent group, plus the subgroups the server creates with it (the
 * announcement one always, whatsmeow `group.go` CreateGroup; the general chat on `<create_general_chat/>`,
 * whatsapp-rust `iq/groups.rs` build_create_group_node). An inline `<description>` is dropped: whatsapp-rust
 * (`features/community.rs` create) says the create does not take one for a community and sets it with a
 * second iq (Baileys' `communityCreate` sends it inline all the same). The answer is the `<group>` (whatsmeow
 * and whatsapp-rust parse it as a metadata reply). The creator's other devices learn each group as a
 * `<create>` of its own.
 */
export declare const createCommunity: GroupOp;
/**
 * `<create>` with `<linked_parent jid>` (Baileys' `communityCreateGroup`, whatsapp-rust `features/community.rs`
 * create_subgroup): a group made inside a community, linked as a link by the community's admin would be.
 * Made by an admin, or by any member of a community created with `<allow_non_admin_sub_group_creation/>`;
 * no reference shows the server's check, the flag's name is all there is to go by.
 */
export declare const createLinked: GroupOp;
/**
 * `<sub_groups/>`: the linked groups, each named both by bare `id` (Baileys `communities.js`
 * communityFetchLinkedGroups, which also reads `creation`, `creator` and `size`) and `jid` (whatsmeow `group.go`
 * GetSubGroups), the announcement one with `<default_sub_group/>` (whatsmeow parseGroupLinkTargetNode).
 * Which subgroup is the general chat is not said here: whatsapp-rust learns it from the FetchAllSubgroups
 * mex query (handlers/mex-communities.ts).
 */
export declare const subGroups: GroupOp;
