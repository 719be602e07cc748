import * as v from 'valibot'
import { defineRoute } from '../route.js'

const ClusterMemberSchema = v.object({
  nodeId: v.string(),
  /** Where the other nodes forward requests for this node's sessions. */
  advertiseUrl: v.string(),
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When the node last wrote its heartbeat (it is dropped after `leaseTtlMs` without one). */
  heartbeatAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Session leases the node held at that heartbeat. */
  sessions: v.pipe(v.number(), v.integer()),
})

const ClusterSchema = v.object({
  /** Whether the engine runs in cluster mode; alone, `nodeId` is null and `nodes` empty. */
  enabled: v.boolean(),
  /** The node that answered. */
  nodeId: v.nullable(v.string()),
  leaseTtlMs: v.nullable(v.pipe(v.number(), v.integer())),
  nodes: v.array(ClusterMemberSchema),
})

/** The cluster as the answering node sees it (an extension of the spec; docs/cluster.md). */
export const clusterRoutes = [
  defineRoute({
    method: 'GET',
    scope: 'admin',
    path: '/cluster',
    tag: 'Cluster',
    summary: 'Nodes of the cluster',
    description:
      "Extension. The live nodes as of the answering node's last heartbeat round, each with its last heartbeat and the session leases it held then. Each session's status names its `node`.",
    response: ClusterSchema,
    example: {
      response: {
        enabled: true,
        nodeId: 'node-a',
        leaseTtlMs: 15000,
        nodes: [
          {
            nodeId: 'node-a',
            advertiseUrl: 'http://10.0.0.5:3000',
            startedAt: '2026-11-25T01:00:00.000Z',
            heartbeatAt: '2026-11-25T02:00:00.000Z',
            sessions: 334,
          },
        ],
      },
    },
    run: ({ host }) => {
      const cluster = host.cluster
      if (!cluster) return { enabled: false, nodeId: null, leaseTtlMs: null, nodes: [] }
      return {
        enabled: true,
        nodeId: cluster.nodeId,
        leaseTtlMs: cluster.settings.leaseTtlMs,
        nodes: cluster.members(),
      }
    },
  }),
]
