import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStore } from '@sessionkit/core';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/stores.js';
const coreDist = fileURLToPath(new URL('../../packages/core/dist/index.js', import.meta.url));
/**
 * The SQLite store syncs at WAL checkpoints, not at every commit (synchronous=NORMAL). What that must keep:
 * a write that resolved survives the process being killed right after (kill -9), which is the durability the
 * webhook outbox and auth state rely on. The writer is a separate process on the built package (npm test builds).
 */
describe('sqlite store durability', () => {
    it('keeps every resolved write when the writing process is killed with SIGKILL', async () => {
        const file = join(tempDir(), `kill-${process.pid}-${Date.now()}.sqlite`);
        const url = `sqlite://${file}`;
        const script = join(tempDir(), `writer-${process.pid}-${Date.now()}.mjs`);
        writeFileSync(script, `import { createStore } from ${JSON.stringify(coreDist)}
const store = createStore(${JSON.stringify(url)})
const events = store.collection('events')
for (let round = 0; round < 20; round++) {
  await events.setMany(Array.from({ length: 10 }, (_, i) => ({ key: 'k' + (round * 10 + i), value: { round, i, pad: 'x'.repeat(200) } })))
  await events.set('last', round)
}
process.send('written')
setInterval(() => undefined, 1000)
`);
        const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
        await new Promise((resolve, reject) => {
            child.once('message', () => resolve());
            child.once('exit', (code) => reject(new Error(`writer exited with ${code} before writing`)));
        });
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
        const store = createStore(url);
        try {
            const events = store.collection('events');
            expect(await events.get('last')).toBe(19);
            const values = await events.getMany(Array.from({ length: 200 }, (_, n) => `k${n}`));
            expect(values.every((value, n) => value?.round === Math.floor(n / 10) && value.i === n % 10)).toBe(true);
        }
        finally {
            await store.close();
        }
    });
});
//# sourceMappingURL=sqlite-durability.test.js.map