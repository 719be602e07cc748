import { type GroupOp } from './group-request.js';
export declare const metadata: GroupOp;
export declare const participating: GroupOp;
export declare const subject: GroupOp;
/** a change names the description it replaces (`prev`), so two editors cannot overwrite each other unseen */
export declare const description: GroupOp;
/** `<announcement/>` and the rest: a change is announced with the same tag; setting what is already set changes nothing */
export declare const setting: GroupOp;
export declare const memberAddMode: GroupOp;
export declare const joinApproval: GroupOp;
/** `<ephemeral expiration>` or `<not_ephemeral/>`, announced as sent */
export declare const ephemeral: GroupOp;
export declare const inviteCode: GroupOp;
export declare const revokeInvite: GroupOp;
