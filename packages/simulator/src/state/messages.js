const MESSAGE_MEMORY = 20_000;
/** The relay's memory of recent messages: bounded, the oldest forgotten first. */
export class RelayedMessages {
    byId = new Map();
    remember(entry) {
        this.byId.set(entry.id, entry);
        if (this.byId.size > MESSAGE_MEMORY) {
            const oldest = this.byId.keys().next().value;
            if (oldest !== undefined)
                this.byId.delete(oldest);
        }
    }
    find(id) {
        return this.byId.get(id);
    }
}
//# sourceMappingURL=messages.js.map