import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import type { StoreKind } from '../store/collection.js'

/** Cluster mode: several engine processes share the sessions of one store over Redis (docs/cluster.md). */
export interface ClusterOptions {
  /** The Redis that coordinates the nodes (`redis://…`); it may be the store's own server. */
  redis: string
  /** This node's name, unique in the cluster (default `<hostname>-<random>`). */
  nodeId?: string
  /** Where the other nodes reach this node's HTTP API, without `/api/v1` (e.g. `http://10.0.0.5:3000`). */
  advertiseUrl: string
  /**
   * How long a session's lease lives without renewal (default 15 s): the longest a killed node's sessions wait
   * before another node takes them, and the shortest Redis outage that makes a node close its sockets.
   */
  leaseTtlMs?: number
  /** How long a request forwarded to a session's owner may take, including a wait for a handoff (default 30 s). */
  forwardTimeoutMs?: number
}

export interface ClusterSettings {
  redis: string
  nodeId: string
  advertiseUrl: string
  leaseTtlMs: number
  /** How often leases are renewed and heartbeats written: a third of the TTL, so two renewals may fail in a row. */
  renewIntervalMs: number
  /** A node closes a session's socket when its lease was last confirmed this long ago (before it can expire). */
  fenceAfterMs: number
  forwardTimeoutMs: number
  /**
   * How long an event-log entry waits for the entries numbered before it, other nodes' entries still on their way,
   * before the event stream shows it without them (docs/cluster.md, "Events").
   */
  eventReorderMs: number
  /** Prefix of every cluster key in Redis (the store namespace), so deployments sharing a Redis never meet. */
  prefix: string
}

/** Stores whose records only one process can see: several nodes on them would each hold different sessions. */
const localStores: ReadonlySet<StoreKind> = new Set(['memory', 'sqlite'])

export function resolveCluster(options: ClusterOptions, storeKind: StoreKind, namespace: string): ClusterSettings {
  if (localStores.has(storeKind))
    throw new TypeError(
      `Cluster mode needs a store every node shares (redis:// or postgres://); a ${storeKind}:// store lives inside one process`,
    )
  if (!/^rediss?:\/\//.test(options.redis))
    throw new TypeError(`cluster.redis must be a redis:// or rediss:// URL, not "${options.redis}"`)
  let advertise: URL
  try {
    advertise = new URL(options.advertiseUrl)
  } catch {
    throw new TypeError(`cluster.advertiseUrl must be an http(s) URL, not "${options.advertiseUrl}"`)
  }
  if (advertise.protocol !== 'http:' && advertise.protocol !== 'https:')
    throw new TypeError(`cluster.advertiseUrl must be an http(s) URL, not "${options.advertiseUrl}"`)
  const leaseTtlMs = options.leaseTtlMs ?? 15_000
  if (!Number.isInteger(leaseTtlMs) || leaseTtlMs < 1000)
    throw new RangeError(
      `cluster.leaseTtlMs must be a whole number of milliseconds of at least 1000 (got ${leaseTtlMs})`,
    )
  const nodeId = options.nodeId ?? `${hostname()}-${randomBytes(3).toString('hex')}`
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(nodeId))
    throw new TypeError(`cluster.nodeId must be 1-64 of A-Z a-z 0-9 . _ - (got "${nodeId}")`)
  const renewIntervalMs = Math.floor(leaseTtlMs / 3)
  return {
    redis: options.redis,
    nodeId,
    advertiseUrl: advertise.href.replace(/\/+$/, ''),
    leaseTtlMs,
    renewIntervalMs,
    // A quarter of the TTL before it runs out: time to close the socket before another node may open one.
    fenceAfterMs: leaseTtlMs - Math.floor(leaseTtlMs / 4),
    forwardTimeoutMs: options.forwardTimeoutMs ?? 30_000,
    eventReorderMs: 2000,
    prefix: `${namespace}.cluster`,
  }
}
