import type * as v from 'valibot';
import type { ChannelSchema } from './schema.js';
type Channel = v.InferInput<typeof ChannelSchema>;
/** The OpenAPI document's examples of the channels operations (operations.ts). */
export declare const newsletterJid = "120363144038483540@newsletter";
/** A channel the session follows. */
export declare const channel: Channel;
/** The same channel as one the session does not follow sees it. */
export declare const foundChannel: Channel;
/** Another channel of a list. */
export declare const otherChannel: Channel;
export {};
