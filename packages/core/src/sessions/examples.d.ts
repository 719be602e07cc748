import type * as v from 'valibot';
import type { SessionStatusSchema } from './schema.js';
type Status = v.InferInput<typeof SessionStatusSchema>;
/** The OpenAPI document's examples of the sessions operations (operations.ts). */
/** A session just created: stored, unpaired, no runtime. */
export declare const createdSession: Status;
/** The same session paired and connected. */
export declare const connectedSession: Status;
/** Waiting for a QR scan: the runtime is up and a QR is shown. */
export declare const pairingSession: Status;
/** Stopped by POST .../disconnect: credentials kept. */
export declare const stoppedSession: Status;
export {};
