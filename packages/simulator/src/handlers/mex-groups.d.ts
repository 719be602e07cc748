import { type MexOperation } from './mex-operation.js';
/**
 * The group operations WhatsApp moved to GraphQL, with the doc ids and answers whatsapp-rust uses
 * (Baileys has no function for them). A mode change sends no w:gp2 notification: neither whatsapp-rust's
 * `GroupNotificationAction` (`wacore/src/stanza/groups.rs`) nor WhatsApp Web's w:gp2 tag list has one for
 * these modes, so a member learns of it by reading the group again.
 */
export declare const mexGroupOperations: Record<string, MexOperation>;
