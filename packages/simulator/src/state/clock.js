import { createHash } from 'node:crypto';
export const systemClock = { now: () => Date.now() };
export function unixSeconds(clock) {
    return Math.floor(clock.now() / 1000).toString();
}
const TOKEN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/**
 * Ids of the server's records and stanzas, drawn from a seed: two simulators with the same seed hand out
 * the same ids in the same order, so transcripts and sandbox answers are reproducible.
 */
export class SeededIds {
    seed;
    counter = 0;
    constructor(seed) {
        this.seed = seed;
    }
    /** ids from a seed of their own, derived from this one: drawing them never shifts this sequence */
    derive(label) {
        return new SeededIds(`${this.seed}:${label}`);
    }
    /** `<prefix>-<n>`: ids of stanzas the server originates */
    next(prefix) {
        return `${prefix}-${++this.counter}`;
    }
    /** `length` decimal digits, for ids WhatsApp writes as numbers (group ids, call ids) */
    digits(length) {
        let out = '';
        while (out.length < length) {
            const block = createHash('sha256')
                .update(`${this.seed}:${++this.counter}`)
                .digest();
            out += block.readBigUInt64BE(0).toString().padStart(20, '0');
        }
        return out.slice(0, length);
    }
    /** `length` characters of [0-9A-Za-z], for tokens WhatsApp writes that way (group invite codes) */
    token(length) {
        let out = '';
        while (out.length < length) {
            let n = BigInt(this.digits(20));
            for (let i = 0; i < 10 && out.length < length; i++, n /= 62n)
                out += TOKEN_ALPHABET[Number(n % 62n)];
        }
        return out;
    }
}
//# sourceMappingURL=clock.js.map