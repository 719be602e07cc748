import type * as v from 'valibot';
import type { GroupMetadataSchema } from './schema.js';
/** The OpenAPI document's examples of the groups operations (operations.ts). */
export declare const groupParams: {
    sessionId: string;
    groupJid: string;
};
/** A group the session created, with one other member. */
export declare const group: v.InferInput<typeof GroupMetadataSchema>;
export declare const invite: {
    code: string;
    link: string;
};
