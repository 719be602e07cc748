import { assertNodeErrorFree } from '@whiskeysockets/baileys';
/**
 * The phone's connection to the server: what it sends goes through the dispatch table like any
 * client's stanzas, and the replies to its iqs come back by id.
 */
export class PhoneLine {
    submit;
    idPrefix;
    waiting = new Map();
    counter = 0;
    constructor(submit, idPrefix) {
        this.submit = submit;
        this.idPrefix = idPrefix;
    }
    send(node) {
        return this.submit(node);
    }
    /** a fresh stanza id of this phone */
    nextId() {
        return `${this.idPrefix}-${++this.counter}`;
    }
    /** sends an iq and resolves with its result; an error reply throws, as in Baileys' query() */
    async query(iq) {
        const id = this.nextId();
        iq.attrs.id = id;
        const reply = new Promise((resolve) => this.waiting.set(id, resolve));
        await this.submit(iq);
        const result = await reply;
        assertNodeErrorFree(result);
        return result;
    }
    /** true when `node` answers one of the phone's iqs (then it is handled here) */
    settle(node) {
        const id = node.attrs.id;
        const resolve = node.tag === 'iq' && id ? this.waiting.get(id) : undefined;
        if (!resolve)
            return false;
        this.waiting.delete(id);
        resolve(node);
        return true;
    }
}
//# sourceMappingURL=line.js.map