import { describe, expect, it } from 'vitest';
import { PreKeyPool } from '../src/state/prekey-pool.js';
const key = (n) => new Uint8Array(32).fill(n);
describe('PreKeyPool', () => {
    it('hands keys out oldest first across uploads', () => {
        const pool = new PreKeyPool();
        pool.addBatch([
            { id: 1, key: key(1) },
            { id: 2, key: key(2) },
        ]);
        pool.addBatch([{ id: 3, key: key(3) }]);
        expect(pool.size).toBe(3);
        expect(pool.ids()).toEqual([1, 2, 3]);
        expect(pool.take()).toEqual({ id: 1, key: Buffer.from(key(1)) });
        expect(pool.take()?.id).toBe(2);
        expect(pool.take()?.id).toBe(3);
        expect(pool.take()).toBeUndefined();
        expect(pool.size).toBe(0);
    });
    it('replaces re-uploaded ids and ignores malformed keys', () => {
        const pool = new PreKeyPool();
        pool.addBatch([
            { id: 1, key: key(1) },
            { id: 2, key: key(2) },
        ]);
        pool.addBatch([
            { id: 2, key: key(9) },
            { id: 4, key: new Uint8Array(31) },
        ]);
        expect(pool.size).toBe(2);
        expect(pool.ids()).toEqual([1, 2]);
        expect(pool.take()?.id).toBe(1);
        expect(pool.take()).toEqual({ id: 2, key: Buffer.from(key(9)) });
        expect(pool.size).toBe(0);
    });
});
//# sourceMappingURL=prekey-pool.test.js.map