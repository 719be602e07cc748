import type { WASocket } from '@whiskeysockets/baileys';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import type { ProtocolEvent } from '../port.js';
import type { MexTable } from './wire/mex.js';
/** What every domain's Baileys side is built from: the socket, where its events go, time, and the mex table. */
export interface FacetContext {
    socket: WASocket;
    /** Hands an inbound event to the runtime, which routes it to the owning service. */
    emit: (event: ProtocolEvent) => void;
    clock: Clock;
    logger: Logger;
    mex: MexTable;
}
