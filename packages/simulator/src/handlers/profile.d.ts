import type { Handler } from '../dispatch.js';
export declare const profileHandlers: readonly Handler[];
