import type { Handler } from '../dispatch.js';
export declare const callHandlers: readonly Handler[];
