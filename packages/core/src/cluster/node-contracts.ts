import type { LoggedEvent } from '../event-stream/log.js'
import type { ConnectionState } from '../sessions/types.js'

// What a cluster node exchanges: with the session service it drives, with the event log and outbox other nodes'
// writes arrive in, and with the other nodes over the cluster's channel.

/** A session's live facts as its owner publishes them, so any node's status of it tells the truth. */
export interface LiveState {
  node: string
  state: ConnectionState
  active: boolean
  qrAvailable: boolean
  qrExpiresAt: string | null
}

/** A member of the cluster as its last heartbeat described it. */
export interface ClusterMember {
  nodeId: string
  advertiseUrl: string
  startedAt: string
  heartbeatAt: string
  sessions: number
}

/** What the cluster drives in the session service. */
export interface ClusteredSessions {
  /** Every session id this node knows of. */
  ids(): string[]
  /** This node holds the lease now: read the record afresh and connect it when it is paired and not in error. */
  adopt(sessionId: string): Promise<void>
  /** The lease is to be given up (or is lost): close the socket and keep the record. */
  relinquish(sessionId: string): Promise<void>
  /** Another node changed the record: read it again from the store (or forget it when it is gone). */
  reload(sessionId: string): Promise<void>
  /** The live facts of a session this node runs. */
  liveOf(sessionId: string): Omit<LiveState, 'node'>
}

/** Where what the other nodes write arrives on this node. */
export interface ClusterPeers {
  /** An entry of another node's event log. */
  ingest(entry: LoggedEvent): void
  /** A webhook or transport another node changed (the outbox's destinations; their ids never collide). */
  destinationChanged(destinationId: string): void
  /**
   * A node left the members (its heartbeat ran out, or it stopped) or stopped delivering: the pending deliveries
   * it held in memory are only in the store now, for a live node to read back and take.
   */
  deliveriesOrphaned(): void
}

/** What the nodes tell each other on the cluster's channel. */
export type ChannelMessage =
  | { from: string; kind: 'record'; sessionId: string }
  | { from: string; kind: 'live'; sessionId: string; live: LiveState | null }
  | { from: string; kind: 'tick' }
  | { from: string; kind: 'event'; entry: LoggedEvent }
  | { from: string; kind: 'destination'; destinationId: string }
  | { from: string; kind: 'released' }
