import type { MessageProtocolEvent } from '../protocol/ports/messages.js';
import type { Scheduler } from '../scheduler.js';
import type { MessageReceipt } from './types.js';
/** Receipts of one message and state, as the protocol hands them over (`at` in ms). */
type ReceiptBatchIn = Extract<MessageProtocolEvent, {
    type: 'message.receipt';
}>['receipt'];
export interface ReceiptGathererOptions {
    /** How long the receipts of one message and state are gathered into one event, from the first one. 0: no wait. */
    windowMs: number;
    /** Ends the windows; tests drive a fake one together with the engine's clock. */
    scheduler: Scheduler;
    publish: (sessionId: string, receipt: MessageReceipt) => void;
    /** Messages (per session and state) whose reported people are remembered, so a late device is not a second report. */
    maxRemembered?: number;
}
/**
 * Turns the protocol's receipts into `message.receipt` events: each person counts once per message and state
 * (their second device, or Baileys reporting a receipt twice, adds nothing), and the people who report one state
 * within `windowMs` of the first share one event.
 */
export declare class ReceiptGatherer {
    #private;
    constructor(options: ReceiptGathererOptions);
    add(sessionId: string, batch: ReceiptBatchIn): void;
    /** Publishes every event still gathering (the engine stops: nothing accepted is lost). */
    flush(): void;
}
export {};
