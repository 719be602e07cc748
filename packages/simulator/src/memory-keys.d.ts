import type { SignalDataTypeMap, SignalKeyStore } from '@whiskeysockets/baileys';
/**
 * A Map-backed SignalKeyStore for the virtual phones, which live only as long as the simulator; also what
 * tests and benchmarks give raw Baileys sockets. `forget(type)` drops every key of one type (e.g. all
 * Signal sessions) to provoke decryption failures.
 */
export declare function memoryKeyStore(): SignalKeyStore & {
    forget(type: keyof SignalDataTypeMap): void;
};
