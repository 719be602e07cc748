import { isoAt } from '../clock.js';
/**
 * Turns the protocol's receipts into `message.receipt` events: each person counts once per message and state
 * (their second device, or Baileys reporting a receipt twice, adds nothing), and the people who report one state
 * within `windowMs` of the first share one event.
 */
export class ReceiptGatherer {
    #options;
    #maxRemembered;
    /** The people already reported or gathering, per session, message and state; oldest first. */
    #seen = new Map();
    #open = new Map();
    constructor(options) {
        this.#options = options;
        this.#maxRemembered = options.maxRemembered ?? 10_000;
    }
    add(sessionId, batch) {
        const key = `${sessionId} ${batch.chatJid} ${batch.messageId} ${batch.state}`;
        let seen = this.#seen.get(key);
        if (!seen) {
            seen = new Set();
            this.#seen.set(key, seen);
            if (this.#seen.size > this.#maxRemembered)
                this.#seen.delete(this.#seen.keys().next().value);
        }
        const fresh = batch.recipients.filter(({ jid }) => !seen.has(jid));
        if (!fresh.length)
            return;
        for (const { jid } of fresh)
            seen.add(jid);
        const { recipients: _, ...receipt } = batch;
        const open = this.#open.get(key);
        if (open) {
            open.recipients.push(...fresh);
            return;
        }
        const opened = { sessionId, receipt, recipients: fresh, timer: undefined };
        if (this.#options.windowMs <= 0)
            return this.#publish(opened);
        this.#open.set(key, opened);
        opened.timer = this.#options.scheduler.setTimeout(() => {
            this.#open.delete(key);
            this.#publish(opened);
        }, this.#options.windowMs);
    }
    /** Publishes every event still gathering (the engine stops: nothing accepted is lost). */
    flush() {
        for (const open of this.#open.values()) {
            this.#options.scheduler.clearTimeout(open.timer);
            this.#publish(open);
        }
        this.#open.clear();
    }
    #publish({ sessionId, receipt, recipients }) {
        const listed = recipients.map(({ jid, at }) => ({ jid, at: isoAt(at) }));
        const [first] = listed;
        this.#options.publish(sessionId, { ...receipt, recipients: listed, recipient: first.jid, at: first.at });
    }
}
//# sourceMappingURL=receipts.js.map