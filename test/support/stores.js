import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { describe, it } from 'vitest';
export const redisUrl = process.env.SESSIONKIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const postgresUrl = process.env.SESSIONKIT_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const isCi = process.env.CI === 'true';
let tempRoot;
/** A folder for this test process, removed when it exits. */
export function tempDir() {
    if (!tempRoot) {
        const root = mkdtempSync(join(tmpdir(), 'sessionkit-test-'));
        tempRoot = root;
        process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    }
    return tempRoot;
}
/** A key prefix no other run (or other test in this run) uses. */
export const uniqueNamespace = (label) => `t_${label}_${process.pid}_${randomUUID().slice(0, 8)}`;
/**
 * Speaks just enough of the server's protocol to know it is that server (not merely an open port):
 * Redis answers PING; PostgreSQL answers an SSLRequest with one byte, `S` or `N`.
 */
function probe(url, hello, answered, defaultPort) {
    const { hostname, port } = new URL(url);
    const host = hostname.replace(/^\[|\]$/g, '');
    return new Promise((resolve) => {
        const socket = connect({ host, port: Number(port || defaultPort) });
        const finish = (reason) => {
            socket.destroy();
            resolve(reason);
        };
        socket.setTimeout(2000, () => finish(`no answer from ${host}:${port || defaultPort} within 2 s`));
        socket.once('error', (error) => finish(`${host}:${port || defaultPort}: ${error.message}`));
        socket.once('connect', () => socket.write(hello));
        socket.once('data', (reply) => finish(answered(reply) ? undefined : `${host}:${port || defaultPort} answered, but not as expected`));
    });
}
const sslRequest = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);
const [redisUnavailable, postgresUnavailable] = await Promise.all([
    probe(redisUrl, Buffer.from('PING\r\n'), (reply) => /^(\+PONG|-NOAUTH)/.test(reply.toString()), 6379),
    probe(postgresUrl, sslRequest, (reply) => reply.length >= 1 && (reply[0] === 0x53 || reply[0] === 0x4e), 5432),
]);
export const storeTargets = [
    { kind: 'memory', persistent: false, url: () => 'memory://', unavailable: undefined },
    {
        kind: 'sqlite',
        persistent: true,
        url: () => `sqlite://${join(tempDir(), `${randomUUID()}.sqlite`)}`,
        unavailable: undefined,
    },
    { kind: 'redis', persistent: true, url: () => redisUrl, unavailable: redisUnavailable },
    { kind: 'postgres', persistent: true, url: () => postgresUrl, unavailable: postgresUnavailable },
];
/**
 * `describe(title [kind], body)` once per store target, applying the CI rule: a missing server fails the
 * suite under CI=true and is skipped (reason printed) elsewhere. Skipped suites report as skipped, never passed.
 */
export function describeStores(title, body, targets = storeTargets) {
    for (const target of targets) {
        const name = `${title} [${target.kind}]`;
        if (target.unavailable === undefined) {
            describe(name, () => body(target));
        }
        else if (isCi) {
            describe(name, () => {
                it(`needs ${target.kind} (required when CI=true)`, () => {
                    throw new Error(`${target.kind} is not reachable: ${target.unavailable}`);
                });
            });
        }
        else {
            console.warn(`skipping "${name}": ${target.kind} is not reachable (${target.unavailable}); it is required when CI=true`);
            describe.skip(name, () => body(target));
        }
    }
}
/** Removes every Redis key under `prefix`: a suite's own, with the markers its collections' sorted sets keep. */
export async function deleteRedisKeys(url, prefix) {
    const client = createClient({ url });
    await client.connect();
    try {
        for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
            if (keys.length > 0)
                await client.del(keys);
    }
    finally {
        await client.close();
    }
}
//# sourceMappingURL=stores.js.map