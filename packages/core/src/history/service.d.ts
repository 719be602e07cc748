import type { EngineContext } from '../context.js';
import type { MessageStoreService } from '../message-store/service.js';
import type { InboundHandlers } from '../sessions/inbound.js';
import type { HistoryRequest } from './schema.js';
/**
 * The phone's history sync (docs/message-store.md): what it shares goes into the message store and out as
 * `history.synced`; older messages of a chat are asked of the phone on request.
 */
export declare class HistoryService {
    #private;
    constructor(context: EngineContext, store: MessageStoreService);
    readonly inbound: InboundHandlers<'history.sync'>;
    /**
     * Asks the phone for up to `count` messages of the chat older than the oldest the store holds: the phone answers
     * relative to a message this device has, so a chat the store holds no message of cannot be asked about.
     */
    request(sessionId: string, chatJid: string, count: number): Promise<HistoryRequest>;
}
