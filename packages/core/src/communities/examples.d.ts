import type * as v from 'valibot';
import type { GroupMetadataSchema } from '../groups/schema.js';
/** The OpenAPI document's examples of the communities operations (operations.ts). */
export declare const communityParams: {
    sessionId: string;
    communityJid: string;
};
export declare const announcementGroupJid = "120363049876543211@g.us";
/** A community the session created: the parent group of its subgroups. */
export declare const community: v.InferInput<typeof GroupMetadataSchema>;
