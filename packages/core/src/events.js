import { EventEmitter } from 'eventemitter3';
import { isoAt } from './clock.js';
import { newId } from './ids.js';
/** Every event type once. A record over EventType, so the compiler refuses a type missing from it or unknown to the map. */
const everyEventType = {
    'session.created': true,
    'session.deleted': true,
    'connection.state': true,
    'auth.qr': true,
    'auth.paired': true,
    'message.received': true,
    'message.sent': true,
    'message.receipt': true,
    'message.reaction': true,
    'message.updated': true,
    'message.deleted': true,
    'message.failed': true,
    'stanza.error': true,
    'stream.failure': true,
    'group.joined': true,
    'group.updated': true,
    'group.participants': true,
    'group.linked': true,
    'group.unlinked': true,
    'call.incoming': true,
    'call.state': true,
    'chat.updated': true,
    'history.synced': true,
    'presence.updated': true,
    'contact.updated': true,
};
export const eventTypes = Object.keys(everyEventType);
export class EventBus {
    #emitter = new EventEmitter();
    #sinks = [];
    #clock;
    #logger;
    constructor(clock, logger) {
        this.#clock = clock;
        this.#logger = logger;
    }
    addSink(sink) {
        this.#sinks.push(sink);
    }
    on(type, handler) {
        const safe = this.#guard(type, handler);
        this.#emitter.on(type, safe);
        return () => this.#emitter.off(type, safe);
    }
    once(type, handler) {
        this.#emitter.once(type, this.#guard(type, handler));
    }
    /**
     * Stores the event in every durable sink, then hands it to in-process handlers. A sink failure is
     * rethrown (the caller must not acknowledge what was not stored); a throwing handler is only logged,
     * so user code can never break Baileys' event loop.
     */
    async publish(type, sessionId, data) {
        const event = { id: newId('evt'), type, createdAt: isoAt(this.#clock.now()), sessionId, data };
        for (const sink of this.#sinks)
            await sink(event);
        this.#emitter.emit(type, event);
        this.#emitter.emit('*', event);
        return event;
    }
    /**
     * `publish` for an event nothing waits on (what WhatsApp reported, a change already answered): a sink failure
     * cannot be handed to anyone, so it is logged.
     */
    publishDetached(type, sessionId, data) {
        this.publish(type, sessionId, data).catch((error) => this.#logger.error({ err: error, event: type, sessionId }, 'publishing an event failed'));
    }
    removeAllListeners() {
        this.#emitter.removeAllListeners();
    }
    #guard(type, handler) {
        return (...args) => {
            try {
                const result = handler(...args);
                if (result instanceof Promise)
                    result.catch((error) => this.#logger.error({ err: error, event: type }, 'event handler rejected'));
            }
            catch (error) {
                this.#logger.error({ err: error, event: type }, 'event handler threw');
            }
        };
    }
}
//# sourceMappingURL=events.js.map