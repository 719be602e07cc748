import { type MexOperation } from './mex-operation.js';
/**
 * The community operations WhatsApp Web runs as GraphQL, by doc id. Each answer has the fields of
 * whatsapp-rust's generated response type (`wacore/src/iq/mex_operations.rs`, generated from WhatsApp Web)
 * named at it; the values are the simulator's.
 */
export declare const mexCommunityOperations: Record<string, MexOperation>;
