import { randomBytes, randomUUID } from 'node:crypto'
import type { LoggedEvent } from '../event-stream/log.js'
import type { Logger } from '../logger.js'
import type { ClusterSettings } from './options.js'
import { placeSession } from './placement.js'
import { pairsOf, RedisLink } from './redis-link.js'
import { AttemptClaims, type ClaimAnswer } from './attempt-claims.js'
import { acquireLease, heartbeat, raiseCounter, releaseLease, renewLeases } from './scripts.js'
import type { ChannelMessage, ClusteredSessions, ClusterMember, ClusterPeers, LiveState } from './node-contracts.js'

interface HeldLease {
  /** `<nodeId>:<fencing token>`, what the lease key holds while it is ours. */
  value: string
  /** When the last renewal that confirmed it was sent (the lease runs at least leaseTtlMs from then). */
  confirmedAt: number
}

/**
 * One node of the cluster: a heartbeat in the members' set, one lease per session placed on it (rendezvous
 * hashing over the live members), renewed every third of the TTL, and the live state of its sessions published
 * for the others. A lease whose renewal has not been confirmed for three quarters of the TTL has its socket closed
 * before the lease can run out (self-fencing): two sockets for one session never coexist.
 */
export class ClusterNode {
  readonly settings: ClusterSettings
  readonly #link: RedisLink
  readonly #logger: Logger
  readonly #sessions: ClusteredSessions
  readonly #concurrency: number
  readonly #held = new Map<string, HeldLease>()
  readonly #live = new Map<string, LiveState>()
  #members = new Map<string, ClusterMember>()
  readonly #startedAt = new Date().toISOString()
  #timers: NodeJS.Timeout[] = []
  #ticking: Promise<void> | null = null
  #again = false
  #leaving = false
  /** Sessions waiting for a login slot after this node took their lease (restoreConcurrency at a time). */
  readonly #adopting: string[] = []
  #adopters = 0
  #credential = ''
  #peers: ClusterPeers = {
    ingest: () => undefined,
    destinationChanged: () => undefined,
    deliveriesOrphaned: () => undefined,
  }
  /**
   * This process among those that ran under the node's name: its alive key holds it while the process runs (it
   * outlasts leave() until close()), so a delivery attempt it holds is taken over only once it is gone.
   */
  readonly #instance = randomUUID()
  readonly #claims: AttemptClaims

  constructor(settings: ClusterSettings, sessions: ClusteredSessions, logger: Logger, concurrency: number) {
    this.settings = settings
    this.#link = new RedisLink(settings.redis)
    this.#sessions = sessions
    this.#logger = logger.child({ component: 'cluster', nodeId: settings.nodeId })
    this.#concurrency = Math.max(1, concurrency)
    this.#claims = new AttemptClaims(this.#link, settings, this.#instance)
  }

  get nodeId(): string {
    return this.settings.nodeId
  }

  #key(name: string): string {
    return `${this.settings.prefix}:${name}`
  }

  /**
   * Connects to Redis and listens to the other nodes, before anything publishes an event: the event counter is
   * raised to at least `eventFloor` (the stored log's last number), and what the other nodes write goes to `peers`.
   * Answers the counter's value once this node listens: every entry numbered above it reaches `peers`.
   */
  async connect(eventFloor: number, peers: ClusterPeers): Promise<number> {
    this.#peers = peers
    this.#leaving = false
    await this.#link.open((error) => this.#logger.warn({ err: error }, 'cluster Redis connection error'))
    await this.#link.subscribe(this.#key('channel'), (message) => this.#receive(message))
    // The first node makes the cluster's credential; every node reads the one that won.
    await this.#link.command(['SET', this.#key('credential'), randomBytes(32).toString('base64url'), 'NX'])
    this.#credential = (await this.#link.command(['GET', this.#key('credential')])) as string
    const listeningFrom = Number(await this.#link.script(raiseCounter, [this.#key('event-seq')], [eventFloor]))
    const live = (await this.#link.command(['HGETALL', this.#key('live')])) as string[] | Record<string, string>
    for (const [sessionId, json] of pairsOf(live)) this.#live.set(sessionId, JSON.parse(json) as LiveState)
    // Deliveries start before join(): the alive key that fences their claims is written from now on.
    await this.#claims.start()
    return listeningFrom
  }

  /** Joins the members and takes the leases of the sessions placed here; renewals run from now on. */
  async join(): Promise<void> {
    await this.tick()
    this.#timers = [
      setInterval(() => void this.tick(), this.settings.renewIntervalMs),
      // Apart from the tick, which waits on Redis: a renewal stuck in a dead connection must not delay the fence.
      setInterval(() => this.#fenceExpiring(), Math.max(100, Math.floor(this.settings.renewIntervalMs / 2))),
    ]
    for (const timer of this.#timers) timer.unref()
  }

  /**
   * What a node sends with a request it forwards to a session's owner, so the owner answers it itself; kept in
   * Redis, so only those who can reach the cluster's Redis know it.
   */
  get credential(): string {
    return this.#credential
  }

  /** Whether this node holds the session's lease (and so may hold its socket). */
  owns(sessionId: string): boolean {
    return this.#held.has(sessionId)
  }

  /** This node's lease of the session (`<node>:<fencing token>`), null when it holds none. */
  leaseOf(sessionId: string): string | null {
    return this.#held.get(sessionId)?.value ?? null
  }

  /**
   * Whether `lease` is still the session's lease in Redis. When Redis cannot answer it is taken to be: whoever
   * asks then waits rather than act beside a holder that may be alive.
   */
  async holdsLease(sessionId: string, lease: string): Promise<boolean> {
    try {
      return (await this.#link.command(['GET', this.#key(`lease:${sessionId}`)])) === lease
    } catch {
      return true
    }
  }

  /** The live members, as of the last heartbeat. */
  members(): ClusterMember[] {
    return [...this.#members.values()].sort((a, b) => a.nodeId.localeCompare(b.nodeId))
  }

  /** A session's live facts as its owner published them; null when no live member runs it. */
  liveOf(sessionId: string): LiveState | null {
    if (this.#held.has(sessionId)) return { node: this.nodeId, ...this.#sessions.liveOf(sessionId) }
    const live = this.#live.get(sessionId)
    return live && this.#members.has(live.node) ? live : null
  }

  /** The node holding the session's lease and where it listens, or null while nobody does (a handoff). */
  async ownerOf(sessionId: string): Promise<ClusterMember | null> {
    const value = (await this.#link.command(['GET', this.#key(`lease:${sessionId}`)])) as string | null
    if (value === null) return null
    const nodeId = value.slice(0, value.lastIndexOf(':'))
    return this.#members.get(nodeId) ?? (await this.#memberFromRedis(nodeId))
  }

  async #memberFromRedis(nodeId: string): Promise<ClusterMember | null> {
    const json = (await this.#link.command(['HGET', this.#key('members'), nodeId])) as string | null
    return json ? (JSON.parse(json) as ClusterMember) : null
  }

  /** The next number of the event log, from the counter every node shares. */
  async nextEventSeq(): Promise<number> {
    return Number(await this.#link.command(['INCR', this.#key('event-seq')]))
  }

  /** Passes an entry this node appended to its event log to the other nodes' logs. */
  eventAppended(entry: LoggedEvent): void {
    void this.#publish({ from: this.nodeId, kind: 'event', entry })
  }

  /**
   * Takes one attempt of a webhook or transport delivery for this node, so two nodes that both hold the pending row
   * (one read it back after a node left) do not both post it: AttemptClaims. Kept for `holdMs`, unless the process
   * holding it dies first; when Redis cannot answer, nobody posts it now (`later`).
   */
  claimAttempt(deliveryId: string, attempt: number, holdMs: number): Promise<ClaimAnswer> {
    return this.#claims.take(deliveryId, attempt, holdMs)
  }

  /** The outcome of an attempt this node took is stored: an older copy of the row must not post it again. */
  finishAttempt(deliveryId: string, attempt: number, holdMs: number): Promise<void> {
    return this.#claims.finish(deliveryId, attempt, holdMs)
  }

  /** Tells the others a webhook or transport changed (created, updated, disabled, deleted, secret rotated). */
  destinationChanged(destinationId: string): void {
    void this.#publish({ from: this.nodeId, kind: 'destination', destinationId })
  }

  /** Tells the others a session record changed (created, updated, deleted), so they read it again. */
  recordChanged(sessionId: string): void {
    void this.#publish({ from: this.nodeId, kind: 'record', sessionId })
    // A new session may be placed here: take its lease now rather than at the next tick.
    if (!this.#held.has(sessionId)) void this.tick()
  }

  /** Publishes the live state of a session this node runs (on every connection state and QR change). */
  liveChanged(sessionId: string): void {
    if (!this.#held.has(sessionId)) return
    const live = this.liveOf(sessionId)!
    this.#link.command(['HSET', this.#key('live'), sessionId, JSON.stringify(live)]).catch(() => undefined)
    void this.#publish({ from: this.nodeId, kind: 'live', sessionId, live })
  }

  /** Runs one round now (or right after the one running): heartbeat, renewals, placement. */
  tick(): Promise<void> {
    if (this.#leaving) return Promise.resolve()
    if (this.#ticking) {
      this.#again = true
      return this.#ticking
    }
    this.#ticking = this.#round()
      .catch((error: unknown) => this.#logger.warn({ err: error }, 'cluster round failed'))
      .finally(() => {
        this.#ticking = null
        if (this.#again) {
          this.#again = false
          void this.tick()
        }
      })
    return this.#ticking
  }

  async #round(): Promise<void> {
    await this.#heartbeat()
    await this.#renew()
    const nodeIds = [...this.#members.keys()]
    const moves: Promise<void>[] = []
    for (const sessionId of this.#sessions.ids()) {
      const owner = placeSession(sessionId, nodeIds)
      if (owner === this.nodeId && !this.#held.has(sessionId)) moves.push(this.#acquire(sessionId))
      else if (owner !== this.nodeId && this.#held.has(sessionId)) moves.push(this.#handOff(sessionId))
    }
    await Promise.all(moves)
  }

  async #heartbeat(): Promise<void> {
    const description: ClusterMember = {
      nodeId: this.nodeId,
      advertiseUrl: this.settings.advertiseUrl,
      startedAt: this.#startedAt,
      heartbeatAt: new Date().toISOString(),
      sessions: this.#held.size,
    }
    const sentAt = Date.now()
    const live = (await this.#link.script(
      heartbeat,
      [this.#key('nodes'), this.#key('members'), this.#key(`alive:${this.nodeId}`)],
      [this.nodeId, this.settings.leaseTtlMs, JSON.stringify(description), this.#instance],
    )) as string[]
    this.#claims.confirmed(sentAt)
    const members = new Map<string, ClusterMember>()
    for (let i = 0; i < live.length; i += 2) members.set(live[i]!, JSON.parse(live[i + 1]!) as ClusterMember)
    const left = [...this.#members.keys()].some((nodeId) => !members.has(nodeId))
    this.#members = members
    if (left) this.#peers.deliveriesOrphaned()
  }

  async #renew(): Promise<void> {
    if (this.#held.size === 0) return
    const held = [...this.#held]
    const sentAt = Date.now()
    const kept = (await this.#link.script(
      renewLeases,
      held.map(([sessionId]) => this.#key(`lease:${sessionId}`)),
      [this.settings.leaseTtlMs, ...held.map(([, lease]) => lease.value)],
    )) as number[]
    held.forEach(([sessionId, lease], i) => {
      if (this.#held.get(sessionId) !== lease) return
      if (kept[i] === 1) lease.confirmedAt = sentAt
      else this.#lose(sessionId, 'the lease is held by another node')
    })
  }

  async #acquire(sessionId: string): Promise<void> {
    const startedAt = Date.now()
    const token = (await this.#link.script(
      acquireLease,
      [this.#key(`lease:${sessionId}`), this.#key('fence')],
      [this.nodeId, this.settings.leaseTtlMs],
    )) as number
    if (token === 0) return
    this.#held.set(sessionId, { value: `${this.nodeId}:${token}`, confirmedAt: startedAt })
    this.#logger.debug({ sessionId, token }, 'took the lease')
    this.liveChanged(sessionId)
    this.#adopting.push(sessionId)
    this.#adoptNext()
  }

  #adoptNext(): void {
    while (this.#adopters < this.#concurrency && this.#adopting.length > 0) {
      const sessionId = this.#adopting.shift()!
      if (!this.#held.has(sessionId)) continue
      this.#adopters += 1
      this.#sessions
        .adopt(sessionId)
        .catch((error: unknown) => this.#logger.error({ err: error, sessionId }, 'adopting the session failed'))
        .finally(() => {
          this.#adopters -= 1
          this.#adoptNext()
        })
    }
  }

  /** Placement moved the session away: close its socket first, then free the lease for the new owner at once. */
  async #handOff(sessionId: string): Promise<void> {
    const lease = this.#held.get(sessionId)
    if (!lease) return
    await this.#sessions.relinquish(sessionId).catch(() => undefined)
    this.#held.delete(sessionId)
    await this.#free(sessionId, lease)
    await this.#publish({ from: this.nodeId, kind: 'tick' })
  }

  async #free(sessionId: string, lease: HeldLease): Promise<void> {
    await this.#link.script(releaseLease, [this.#key(`lease:${sessionId}`)], [lease.value]).catch(() => undefined)
    const live = this.#live.get(sessionId)
    if (!live || live.node === this.nodeId) {
      await this.#link.command(['HDEL', this.#key('live'), sessionId]).catch(() => undefined)
      await this.#publish({ from: this.nodeId, kind: 'live', sessionId, live: null })
    }
  }

  /** The lease is gone or about to run out unrenewed: the socket closes now, without waiting on Redis. */
  #lose(sessionId: string, why: string): void {
    this.#held.delete(sessionId)
    this.#logger.warn({ sessionId }, `closing the session's socket: ${why}`)
    void this.#sessions.relinquish(sessionId).catch(() => undefined)
  }

  #fenceExpiring(): void {
    const now = Date.now()
    for (const [sessionId, lease] of this.#held)
      if (now - lease.confirmedAt >= this.settings.fenceAfterMs)
        this.#lose(sessionId, 'its lease could not be renewed in time')
  }

  #receive(message: string): void {
    let parsed: ChannelMessage
    try {
      parsed = JSON.parse(message) as ChannelMessage
    } catch {
      return
    }
    if (parsed.from === this.nodeId || this.#leaving) return
    if (parsed.kind === 'live') {
      if (parsed.live) this.#live.set(parsed.sessionId, parsed.live)
      else if (this.#live.get(parsed.sessionId)?.node === parsed.from) this.#live.delete(parsed.sessionId)
    } else if (parsed.kind === 'record') {
      void this.#sessions
        .reload(parsed.sessionId)
        .then(() => this.tick())
        .catch((error: unknown) => this.#logger.warn({ err: error }, 'reloading a session record failed'))
    } else if (parsed.kind === 'event') this.#peers.ingest(parsed.entry)
    else if (parsed.kind === 'destination') this.#peers.destinationChanged(parsed.destinationId)
    else if (parsed.kind === 'released') this.#peers.deliveriesOrphaned()
    else void this.tick()
  }

  async #publish(message: ChannelMessage): Promise<void> {
    await this.#link.command(['PUBLISH', this.#key('channel'), JSON.stringify(message)]).catch(() => undefined)
  }

  /**
   * Leaves the cluster (SIGTERM, engine.stop): out of the members first, so no one places a session back here,
   * then every socket closed and its lease freed, and the others told to take them now rather than after the TTL.
   */
  async leave(): Promise<void> {
    this.#leaving = true
    for (const timer of this.#timers) clearInterval(timer)
    // The deliveries still run until close(): the alive key keeps the attempts they hold theirs until then.
    await this.#ticking
    await this.#link.command(['ZREM', this.#key('nodes'), this.nodeId]).catch(() => undefined)
    await this.#link.command(['HDEL', this.#key('members'), this.nodeId]).catch(() => undefined)
    const held = [...this.#held]
    this.#held.clear()
    this.#adopting.length = 0
    await Promise.all(
      held.map(async ([sessionId, lease]) => {
        await this.#sessions.relinquish(sessionId).catch(() => undefined)
        await this.#free(sessionId, lease)
      }),
    )
    await this.#publish({ from: this.nodeId, kind: 'tick' })
  }

  /**
   * Closes the Redis connections, after leave(), after the last event of this node is logged and its deliveries
   * stopped: the others are told to take the pending rows this node leaves in the store.
   */
  async close(): Promise<void> {
    await this.#claims.stop()
    await this.#publish({ from: this.nodeId, kind: 'released' })
    await this.#link.close()
  }
}
