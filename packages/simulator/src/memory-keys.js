/**
 * A Map-backed SignalKeyStore for the virtual phones, which live only as long as the simulator; also what
 * tests and benchmarks give raw Baileys sockets. `forget(type)` drops every key of one type (e.g. all
 * Signal sessions) to provoke decryption failures.
 */
export function memoryKeyStore() {
    const data = new Map();
    return {
        forget(type) {
            for (const key of [...data.keys()])
                if (key.startsWith(`${type}:`))
                    data.delete(key);
        },
        get(type, ids) {
            const out = {};
            for (const id of ids) {
                const value = data.get(`${type}:${id}`);
                if (value !== undefined)
                    out[id] = value;
            }
            return out;
        },
        set(set) {
            for (const [type, values] of Object.entries(set)) {
                for (const [id, value] of Object.entries(values ?? {})) {
                    if (value === null || value === undefined)
                        data.delete(`${type}:${id}`);
                    else
                        data.set(`${type}:${id}`, value);
                }
            }
        },
        clear() {
            data.clear();
        },
    };
}
//# sourceMappingURL=memory-keys.js.map