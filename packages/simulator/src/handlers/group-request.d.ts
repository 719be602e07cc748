import type { BinaryNode } from '@whiskeysockets/baileys';
import type { Handler } from '../dispatch.js';
import type { Server } from '../server/context.js';
import type { Account, DeviceRecord } from '../state/accounts.js';
import { type GroupRecord } from '../state/groups.js';
/** a w:g2 refusal: the iq is answered `<error code text/>` */
export declare class GroupError extends Error {
    readonly code: number;
    readonly text: string;
    constructor(code: number, text: string);
}
export declare const notAuthorized: () => GroupError;
export declare const forbidden: () => GroupError;
export declare const notFound: () => GroupError;
export declare const conflict: () => GroupError;
export declare const badRequest: () => GroupError;
export declare const notAcceptable: () => GroupError;
/** why an account joined: whatsmeow names 'invite'; 'linked_group_join' is whatsapp-rust's for a community subgroup */
export type JoinReason = 'create' | 'invite' | 'linked_group_join';
/** One w:g2 (or w:mex) request being answered, and the notifications its change sends once the reply is out. */
export declare class GroupRequest {
    readonly server: Server;
    readonly iq: BinaryNode;
    readonly actor: DeviceRecord;
    private readonly outbox;
    constructor(server: Server, iq: BinaryNode, actor: DeviceRecord);
    get account(): Account;
    /** the iq's first child: what is asked */
    get child(): BinaryNode;
    /** the group the iq is addressed to */
    group(): GroupRecord;
    /** the community the iq is addressed to: 406 when the group is not one */
    community(): GroupRecord;
    member(group?: GroupRecord): GroupRecord;
    admin(group?: GroupRecord): GroupRecord;
    /**
     * One `<notification type='w:gp2'>` with one change to every device of `audience`, except the device that made
     * the change: it learns from its reply. The envelope is whatsapp-rust's (`wacore/src/stanza/groups.rs`
     * GroupNotification: `from`, `id`, `t`, `participant` with `participant_pn` in a LID group, `notify`,
     * `addressing_mode`); each change is a child as whatsapp-rust's `parse_action` and whatsmeow's `parseGroupChange`
     * read it (`<subject>`, `<description>`, `<add>`, `<remove>`, `<promote>`, `<demote>`, the settings, `<invite>`,
     * `<create>`, the membership requests). WhatsApp may put several changes in one, which the client reads as well.
     */
    announce(group: GroupRecord, change: BinaryNode, audience: Iterable<Account>, actor?: Account): void;
    /** `<create>` to the devices of accounts that just joined, so their clients learn the whole group */
    announceJoin(group: GroupRecord, joined: Account[], reason: JoinReason | undefined, key?: string): void;
    /** the result, `from` the request's `to` as WhatsApp echoes it (Baileys' groupAcceptInviteV4 reads it) */
    answer(content: BinaryNode[] | undefined): BinaryNode;
    flush(): void;
}
export type GroupOp = (request: GroupRequest) => BinaryNode[] | undefined;
/** a row of the w:g2 table: the op's refusals become error iqs, its changes notifications after the reply */
export declare function groupRow(type: 'get' | 'set', child: string, op: GroupOp): Handler;
/** the members who may manage the group */
export declare function admins(group: GroupRecord): Account[];
