/** The failures a test can inject; the server consults this on every upgrade and every reply. */
export class FaultState {
  private refuseUntil = 0
  replyDelayMs = 0
  /** accounts whose logins get no offline marker */
  readonly markerHeld = new Set<string>()
  /** accounts whose phones hold a new companion's history sync notification, each until its release */
  private readonly historyHolds = new Map<string, { released: Promise<void>; release: () => void }>()

  holdHistorySync(phoneNumber: string): () => void {
    const held = this.historyHolds.get(phoneNumber)
    if (held) return held.release
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = () => {
        this.historyHolds.delete(phoneNumber)
        resolve()
      }
    })
    this.historyHolds.set(phoneNumber, { released, release })
    return release
  }

  /** resolves once the account's phone may send a history sync notification; null when none is held */
  historySyncHeld(phoneNumber: string): Promise<void> | null {
    return this.historyHolds.get(phoneNumber)?.released ?? null
  }

  /** a new window replaces the current one, so refuse(0) accepts connections again */
  refuse(ms: number): void {
    this.refuseUntil = Date.now() + Math.max(0, ms)
  }

  get refusing(): boolean {
    return Date.now() < this.refuseUntil
  }
}

export interface Faults {
  /** closes the sockets abruptly (no close frame), like a network failure */
  dropConnections(phoneNumber?: string): void
  /** sends `<stream:error code=…/>` and closes; default 503 */
  streamError(phoneNumber?: string, code?: number): void
  /** resets new WebSocket upgrades for `ms` milliseconds; 0 ends a refusal */
  refuseConnections(ms: number): void
  /**
   * stalls the sockets (of one account): what the server sends them waits until the returned function is called,
   * then arrives in one burst, in order, as a stalled network delivers its backlog
   */
  stallConnections(phoneNumber?: string): () => void
  /**
   * loses what the sockets (of one account) send from now on, as a link whose uplink died before either end noticed:
   * the server reads nothing more from them (no receipt, no ack) while they stay open, until they are dropped
   */
  loseUplink(phoneNumber?: string): void
  /**
   * holds back the `<ib><offline/>` marker that ends the backlog a login of the account receives, until the returned
   * function is called: the client has the backlog and keeps waiting for the rest, as on a link that stalls there
   * (Baileys holds its events until the marker). Logins after the release get it again; a socket that missed it
   * never does
   */
  holdOfflineMarker(phoneNumber: string): () => void
  /**
   * makes the account's phone send a newly linked companion its app-state key share alone, and hold the initial
   * history sync notification that follows it until the returned function is called. A real phone sends the
   * notification once it has uploaded the history, seconds after the key share (Baileys waits up to 20 s for it,
   * Socket/chats.ts `AwaitingInitialSync`), so the companion processes the two apart
   */
  holdHistorySync(phoneNumber: string): () => void
  /** delays every node the server sends by `ms` (0 turns it off) */
  delayReplies(ms: number): void
  /**
   * makes media links expire: the host answers 410 for the blob at `directPath`, or for every blob stored so
   * far; a phone's re-upload (media retry) gives the attachment a new link
   */
  expireMedia(directPath?: string): void
}
