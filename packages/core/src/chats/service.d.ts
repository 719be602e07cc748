import type { EngineContext } from '../context.js';
import type { InboundHandlers } from '../sessions/inbound.js';
import type { ChatActionInput, ChatActionResult, StarInput, StarResult } from './schema.js';
/**
 * Chat actions and stars (spec 4.7): app-state mutations WhatsApp syncs between the account's devices, so the
 * account's own phone shows the chat archived, pinned, muted or locked. A session whose phone has not shared
 * its app-state keys yet answers 409 `app_state_not_ready`. Changes made on another device arrive as
 * `chat.updated` with `by: 'phone'`; those made here are published with `by: 'api'` once WhatsApp took them.
 */
export declare class ChatService {
    #private;
    constructor(context: EngineContext);
    /** Changes made on the account's other devices. */
    readonly inbound: InboundHandlers<'chat.updated'>;
    act(sessionId: string, input: ChatActionInput): Promise<ChatActionResult>;
    star(sessionId: string, input: StarInput): Promise<StarResult>;
    /** Writes the records still in memory; called by engine.stop() before the store closes. */
    close(): Promise<void>;
}
