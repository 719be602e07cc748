import type { Handler } from '../dispatch.js';
export declare const blocklistHandlers: readonly Handler[];
