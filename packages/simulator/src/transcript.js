/** attributes whose values change from run to run: shown as placeholders, ids as stable #n labels */
const VOLATILE_ATTRS = new Set(['t', 'creation', 'sid', 'ts', 'expected_ts', 'timestamp', 'phash']);
const ID_ATTRS = new Set(['id']);
/**
 * The node exchange of connections as readable text. Volatile values (ids, timestamps, keys,
 * ciphertexts) are normalised so two runs of the same flow give the same text, and a Baileys
 * upgrade that changes the protocol shows up as a readable diff.
 */
export class Transcript {
    options;
    onStop;
    entries = [];
    detach = new Map();
    waiters = new Set();
    /** the phone a connection logged in as; what it sent before that is kept or dropped with it */
    phoneOf = new Map();
    stopped = false;
    constructor(options, onStop) {
        this.options = options;
        this.onStop = onStop;
    }
    /** called by the simulator for every connection while recording */
    attach(conn) {
        if (this.stopped || this.detach.has(conn) || conn.closed)
            return;
        if (conn.device)
            this.phoneOf.set(conn.id, conn.device.account.phoneNumber);
        const observer = (direction, node) => {
            const phone = conn.device?.account.phoneNumber;
            if (phone)
                this.phoneOf.set(conn.id, phone);
            this.push({ connection: conn.id, direction, node });
        };
        conn.observers.add(observer);
        this.detach.set(conn, () => conn.observers.delete(observer));
        this.push({ connection: conn.id, direction: 'open' });
    }
    connectionClosed(conn) {
        if (this.stopped || !this.detach.has(conn))
            return;
        this.push({ connection: conn.id, direction: 'close' });
    }
    push(entry) {
        this.entries.push(entry);
        for (const wake of [...this.waiters])
            wake();
    }
    /** resolves when a rendered line matches, e.g. `l => l.includes("<privacy>")` */
    waitForLine(predicate, timeoutMs = 15_000) {
        return new Promise((resolve, reject) => {
            const check = () => {
                const line = this.lines().find(predicate);
                if (!line)
                    return false;
                this.waiters.delete(wake);
                clearTimeout(timer);
                resolve(line);
                return true;
            };
            const wake = () => void check();
            const timer = setTimeout(() => {
                this.waiters.delete(wake);
                reject(new Error(`transcript: timed out after ${timeoutMs} ms waiting for a line`));
            }, timeoutMs);
            timer.unref?.();
            this.waiters.add(wake);
            check();
        });
    }
    stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        for (const off of this.detach.values())
            off();
        this.detach.clear();
        this.onStop(this);
    }
    lines() {
        const ids = new Map();
        const conns = new Map();
        const label = (id) => {
            let l = ids.get(id);
            if (!l) {
                l = `#${ids.size + 1}`;
                ids.set(id, l);
            }
            return l;
        };
        const connLabel = (n) => {
            let l = conns.get(n);
            if (l === undefined) {
                l = conns.size + 1;
                conns.set(n, l);
            }
            return l;
        };
        const wanted = this.options.phoneNumber;
        const kept = wanted
            ? this.entries.filter((e) => (this.phoneOf.get(e.connection) ?? wanted) === wanted)
            : this.entries;
        return kept.map((e) => {
            const c = connLabel(e.connection);
            if (e.direction === 'open')
                return `[${c}] --- connected`;
            if (e.direction === 'close')
                return `[${c}] --- closed`;
            const arrow = e.direction === 'in' ? 'C→S' : 'S→C';
            return `[${c}] ${arrow} ${renderNode(e.node, label)}`;
        });
    }
    text() {
        return `${this.lines().join('\n')}\n`;
    }
}
function renderAttrs(node, label) {
    return Object.entries(node.attrs)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => {
        if (ID_ATTRS.has(k))
            return ` ${k}='${label(v)}'`;
        if (VOLATILE_ATTRS.has(k))
            return ` ${k}=…`;
        return ` ${k}='${v}'`;
    })
        .join('');
}
export function renderNode(node, label = (id) => id) {
    const attrs = renderAttrs(node, label);
    const { content } = node;
    if (content === undefined || content === null)
        return `<${node.tag}${attrs}/>`;
    if (content instanceof Uint8Array)
        return `<${node.tag}${attrs}>[bytes]</${node.tag}>`;
    if (typeof content === 'string')
        return `<${node.tag}${attrs}>${content}</${node.tag}>`;
    const parts = [];
    let previous;
    let count = 0;
    const flush = () => {
        if (previous === undefined)
            return;
        parts.push(count > 1 ? `${previous}×${count}` : previous);
    };
    for (const child of content) {
        const rendered = renderNode(child, label);
        if (rendered === previous) {
            count++;
            continue;
        }
        flush();
        previous = rendered;
        count = 1;
    }
    flush();
    return `<${node.tag}${attrs}>${parts.join('')}</${node.tag}>`;
}
//# sourceMappingURL=transcript.js.map