import type { CloseInfo } from '../port.js';
/** Baileys' close error (a Boom, or nothing when we ended the socket) -> the port's CloseInfo. */
export declare function closeInfoOf(error: unknown, endedByEngine: boolean): CloseInfo;
