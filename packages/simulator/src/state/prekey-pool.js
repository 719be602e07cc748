const KEY_LENGTH = 32;
/**
 * A device's one-time prekeys on the server, handed out oldest first. Each upload is kept as one
 * buffer of packed 32-byte keys: a linked device uploads 812 at once, and hundreds of idle
 * sessions should not cost hundreds of thousands of small Buffers.
 */
export class PreKeyPool {
    batches = [];
    count = 0;
    get size() {
        return this.count;
    }
    /** replaces any key with the same id, as a re-upload after a lost ack does */
    addBatch(entries) {
        const fresh = entries.filter((e) => e.key.length === KEY_LENGTH);
        if (!fresh.length)
            return;
        const incoming = new Set(fresh.map((e) => e.id));
        if (this.count)
            this.drop(incoming);
        const keys = Buffer.allocUnsafe(fresh.length * KEY_LENGTH);
        fresh.forEach((e, i) => keys.set(e.key, i * KEY_LENGTH));
        this.batches.push({ ids: fresh.map((e) => e.id), keys, next: 0 });
        this.count += fresh.length;
    }
    take() {
        while (this.batches.length) {
            const batch = this.batches[0];
            if (batch.next < batch.ids.length) {
                const i = batch.next++;
                const id = batch.ids[i];
                if (id < 0)
                    continue;
                this.count--;
                return { id, key: Buffer.from(batch.keys.subarray(i * KEY_LENGTH, (i + 1) * KEY_LENGTH)) };
            }
            this.batches.shift();
        }
        return undefined;
    }
    ids() {
        return this.batches.flatMap((b) => b.ids.slice(b.next).filter((id) => id >= 0));
    }
    drop(ids) {
        for (const batch of this.batches) {
            for (let i = batch.next; i < batch.ids.length; i++) {
                if (!ids.has(batch.ids[i]))
                    continue;
                // tombstone: take() skips it, size already excludes it
                batch.ids[i] = -1;
                this.count--;
            }
        }
    }
}
//# sourceMappingURL=prekey-pool.js.map