import type { Handler } from '../dispatch.js';
/** `<message>` and `<receipt>`: the relay between the devices of accounts, 1:1 and in groups. */
export declare const relayHandlers: readonly Handler[];
