import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '@sessionkit/core';
import { afterEach, expect, test } from 'vitest';
const cleanups = [];
afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse())
        await cleanup();
});
// The outbox's group commit writes through Collection.setMany; on SQLite that is one transaction per batch.
test('SQLite setMany: batches of any size in one call, later entries of a key win, values read back intact', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessionkit-setmany-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const store = createStore(`sqlite://${join(dir, 'store.sqlite')}`);
    cleanups.push(() => store.close());
    const deliveries = store.collection('deliveries');
    const entries = Array.from({ length: 1234 }, (_, i) => ({
        key: `k${i}`,
        value: { i, text: `"quoted" ${'x'.repeat(i % 50)}`, bytes: Buffer.from([i % 256]) },
    }));
    await Promise.all([
        deliveries.setMany(entries),
        deliveries.setMany([
            { key: 'k1', value: { i: -1 } },
            { key: 'k1', value: { i: 1001 } },
        ]),
    ]);
    const keys = [];
    for await (const [key] of deliveries.scan())
        keys.push(key);
    expect(keys).toHaveLength(1234);
    const read = await deliveries.getMany(['k0', 'k1', 'k1233']);
    expect(read[0]).toEqual({ i: 0, text: '"quoted" ', bytes: Buffer.from([0]) });
    expect(read[1].i).toBe(1001);
    expect(read[2].text).toBe(`"quoted" ${'x'.repeat(1233 % 50)}`);
});
//# sourceMappingURL=sqlite-batch.test.js.map