import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@redis/client'
import { describe } from 'vitest'
import { postgresUrl, redisUrl } from './services.js'

/**
 * The store backends every store-dependent suite runs on. Redis and PostgreSQL are required: vitest's globalSetup
 * (services.ts) fails the run before any test when one does not answer. Every run gets its own namespace (key
 * prefix) and temp folder, so parallel runs never collide.
 */
export type StoreTargetKind = 'memory' | 'sqlite' | 'redis' | 'postgres'

export interface StoreTarget {
  kind: StoreTargetKind
  /** Data outlives the Store object (a new store on the same URL and namespace sees it). */
  persistent: boolean
  /** A URL for this backend; SQLite gets a new file on every call, use the same string to reopen it. */
  url(): string
}

let tempRoot: string | undefined
/** A folder for this test process, removed when it exits. */
export function tempDir(): string {
  if (!tempRoot) {
    const root = mkdtempSync(join(tmpdir(), 'sessionkit-test-'))
    tempRoot = root
    process.once('exit', () => rmSync(root, { recursive: true, force: true }))
  }
  return tempRoot
}

/** A key prefix no other run (or other test in this run) uses. */
export const uniqueNamespace = (label: string): string => `t_${label}_${process.pid}_${randomUUID().slice(0, 8)}`

export const storeTargets: readonly StoreTarget[] = [
  { kind: 'memory', persistent: false, url: () => 'memory://' },
  { kind: 'sqlite', persistent: true, url: () => `sqlite://${join(tempDir(), `${randomUUID()}.sqlite`)}` },
  { kind: 'redis', persistent: true, url: () => redisUrl },
  { kind: 'postgres', persistent: true, url: () => postgresUrl },
]

/** `describe(title [kind], body)` once per store target. */
export function describeStores(
  title: string,
  body: (target: StoreTarget) => void,
  targets: readonly StoreTarget[] = storeTargets,
): void {
  for (const target of targets) describe(`${title} [${target.kind}]`, () => body(target))
}

/** Removes every Redis key under `prefix`: a suite's own, with the markers its collections' sorted sets keep. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = createClient({ url })
  await client.connect()
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 }))
      if (keys.length > 0) await client.del(keys)
  } finally {
    await client.close()
  }
}
