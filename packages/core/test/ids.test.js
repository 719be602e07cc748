import { describe, expect, it } from 'vitest';
import { newId } from '../src/ids.js';
describe('newId', () => {
    it('gives a prefixed, URL-safe id of 12 random bytes', () => {
        expect(newId('evt')).toMatch(/^evt_[A-Za-z0-9_-]{16}$/);
        expect(newId('x', 3)).toMatch(/^x_[A-Za-z0-9_-]{4}$/);
    });
    it('never hands out the same bytes twice, across many refills of its random pool', () => {
        const ids = Array.from({ length: 20_000 }, () => newId('evt'));
        expect(new Set(ids).size).toBe(ids.length);
        // Odd sizes leave a remainder at the end of the pool: the next id must come from fresh bytes, not a short read.
        const odd = Array.from({ length: 5_000 }, () => newId('o', 7));
        expect(new Set(odd).size).toBe(odd.length);
        for (const id of odd)
            expect(id).toMatch(/^o_[A-Za-z0-9_-]{10}$/);
    });
    it('refuses more random bytes than it draws at once', () => {
        expect(() => newId('big', 5000)).toThrow(RangeError);
    });
});
//# sourceMappingURL=ids.test.js.map