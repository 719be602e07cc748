import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { environment } from '../../packages/server/src/environment.js'
import { startTestServer } from '../support/standalone.js'
import { root } from '../support/workspace.js'

/**
 * What the deployment files (compose.yaml, deploy/kubernetes) must agree with, read from the server and the
 * Dockerfile themselves rather than restated: the variables the server reads, the port the image listens on, its
 * data volume, and which paths answer on a running server.
 */
export const serverVariables = new Set(Object.keys(environment))

/** The Dockerfile's runtime stage: its EXPOSE, VOLUME and ENV instructions. */
export function imageFacts(): { port: number; volume: string; env: Record<string, string> } {
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ')
  const runtime = text.slice(text.lastIndexOf('\nFROM '))
  const expose = /^EXPOSE\s+(\d+)/m.exec(runtime)?.[1]
  const volume = /^VOLUME\s+\["([^"]+)"\]/m.exec(runtime)?.[1]
  const env: Record<string, string> = {}
  for (const [, pairs] of runtime.matchAll(/^ENV\s+(.+)$/gm))
    for (const [, name, value] of pairs!.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(\S+)/g)) env[name!] = value!
  if (!expose || !volume) throw new Error('the Dockerfile has no EXPOSE or VOLUME in its last stage')
  return { port: Number(expose), volume, env }
}

/**
 * The status each path answers on a real server (the standalone server on SQLite, with a key), unauthenticated
 * or with the key: a probe or scrape path in a manifest must be one that answers 200 here.
 */
export async function answers(paths: Iterable<string>): Promise<Map<string, number>> {
  const apiKey = 'sk_deploy_facts'
  const server = await startTestServer({ SESSIONKIT_API_KEY: apiKey, SESSIONKIT_METRICS_TOKEN: 'metrics_token' })
  try {
    const statuses = new Map<string, number>()
    for (const path of new Set(paths)) {
      const plain = await fetch(new URL(path, server.url))
      const keyed = await fetch(new URL(path, server.url), { headers: { authorization: `Bearer ${apiKey}` } })
      await Promise.all([plain.arrayBuffer(), keyed.arrayBuffer()])
      statuses.set(path, plain.status === 200 ? 200 : keyed.status)
    }
    return statuses
  } finally {
    await server.close()
  }
}

/** The path and port of an HTTP URL a probe or health check calls (`http://127.0.0.1:3000/readyz`). */
export function target(url: string): { host: string; port: number; path: string } {
  const parsed = new URL(url)
  return { host: parsed.hostname, port: Number(parsed.port || 80), path: parsed.pathname }
}
