import type { Handler } from '../dispatch.js';
export declare const presenceHandlers: readonly Handler[];
