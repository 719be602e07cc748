import type { Handler } from '../dispatch.js';
/** xmlns='encrypt': prekey count, upload, rotation, digest and bundle fetches. */
export declare const prekeyHandlers: readonly Handler[];
