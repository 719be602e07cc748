import { createHash } from 'node:crypto'

/**
 * Rendezvous (highest random weight) hashing: a session belongs to the live node with the highest weight for
 * the pair. A node joining takes only the sessions it now outweighs; a node leaving gives up only its own.
 */
export function placeSession(sessionId: string, nodeIds: readonly string[]): string | null {
  let best: string | null = null
  let bestWeight = -1n
  for (const nodeId of nodeIds) {
    const weight = weightOf(nodeId, sessionId)
    if (weight > bestWeight || (weight === bestWeight && best !== null && nodeId < best)) {
      best = nodeId
      bestWeight = weight
    }
  }
  return best
}

const weightOf = (nodeId: string, sessionId: string): bigint =>
  createHash('sha256').update(nodeId).update('\0').update(sessionId).digest().readBigUInt64BE(0)
