import type { Account } from '../state/accounts.js';
import { type GroupRecord } from '../state/groups.js';
import { type GroupOp, type GroupRequest, type JoinReason } from './group-request.js';
/** the members of the group get an `<add>` for the joined accounts, who get a `<create>` of the whole group */
export declare function admit(request: GroupRequest, group: GroupRecord, joined: Account[], reason: JoinReason | undefined): void;
/** the `<description>` a `<create>` may carry */
export declare function describeAtCreation(request: GroupRequest, group: GroupRecord): void;
/** `<create subject key>`, with an inline `<description>` as whatsapp-rust sends it (Baileys has no description argument) */
export declare const create: GroupOp;
/** `<add|remove|promote|demote>`: each participant answered on its own, the accepted ones announced in one change */
export declare const participants: GroupOp;
/**
 * `<leave><group id/>…</leave>` to `@g.us` (`<community id/>` for Baileys' `communityLeave`, which leaves the
 * parent group only): the leaver is both actor and participant of the `<remove>`
 */
export declare const leave: GroupOp;
export declare const inviteInfo: GroupOp;
/** joins by code, or, with join approval on, queues the request and tells the admins */
export declare const acceptInvite: GroupOp;
export declare const requestsList: GroupOp;
/** `<membership_requests_action><approve|reject>`: a participant without a request is answered 404 */
export declare const requestsAction: GroupOp;
/** the requester withdraws its own request (whatsapp-rust's `<cancel_membership_requests>`) */
export declare const cancelRequest: GroupOp;
