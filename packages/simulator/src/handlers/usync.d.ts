import type { Handler } from '../dispatch.js';
/**
 * xmlns='usync': devices, lid, contact (the number check), status and disappearing mode per user. A user asked by
 * phone number (`<contact>+digits</contact>`, no `jid`) is answered under its phone-number JID whether or not it has
 * an account, its `contact` `in` or `out` with the query echoed, and its LID under `lid val` when it has one
 * (whatsapp-rust wacore/src/iq/usync.rs `IsOnWhatsAppSpec` tests `test_is_on_whatsapp_spec_parse_response`,
 * `test_is_on_whatsapp_spec_parse_not_registered`; whatsmeow user.go `IsOnWhatsApp` reads the echo as `Query`).
 */
export declare const usyncHandlers: readonly Handler[];
