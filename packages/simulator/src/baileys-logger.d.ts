import type { addTransactionCapability } from '@whiskeysockets/baileys';
type BaileysLogger = Parameters<typeof addTransactionCapability>[1];
/** Baileys' internals (libsignal repository, key-store transactions) want a pino-shaped logger. */
export declare const baileysLogger: BaileysLogger;
export {};
