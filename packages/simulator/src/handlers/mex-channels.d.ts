import { type MexOperation } from './mex-operation.js';
/**
 * The channel operations WhatsApp Web sends, each with the doc id, variables and answer of its generated operation
 * (whatsapp-rust `wacore/src/iq/mex_operations.rs`, module named at each); unverified against WhatsApp. Baileys'
 * own metadata, mute and unmute ids (`Types/Mex.js` METADATA, MUTE, UNMUTE) are not answered: WhatsApp Web's
 * operations no longer hold them (the generated file has none; for the mute, wa-js issue #3245). Refusals are GraphQL errors: 404 for an unknown channel or
 * invite code, 400 for bad variables (their words are this simulator's; no reference shows WhatsApp's).
 */
export declare const mexChannelOperations: Record<string, MexOperation>;
