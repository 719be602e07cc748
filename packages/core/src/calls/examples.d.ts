import type * as v from 'valibot';
import type { CallRecordSchema } from './schema.js';
type Call = v.InferInput<typeof CallRecordSchema>;
/** The OpenAPI document's examples of the calls operations (operations.ts). */
export declare const callParams: {
    sessionId: string;
    callId: string;
};
/** An outgoing call just offered. */
export declare const placedCall: Call;
/** An incoming call, ringing. */
export declare const ringingCall: Call;
/** Both sides accepted. */
export declare const activeCall: Call;
export {};
