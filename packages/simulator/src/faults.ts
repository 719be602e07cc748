/** The failures a test can inject; the server consults this on every upgrade and every reply. */
export class FaultState {
  private refuseUntil = 0
  replyDelayMs = 0

  refuse(ms: number): void {
    this.refuseUntil = Math.max(this.refuseUntil, Date.now() + Math.max(0, ms))
  }

  get refusing(): boolean {
    return Date.now() < this.refuseUntil
  }

  /** ends a refusal window early, e.g. when a test has seen what it wanted */
  acceptConnections(): void {
    this.refuseUntil = 0
  }
}

export interface Faults {
  /** closes the sockets abruptly (no close frame), like a network failure */
  dropConnections(phoneNumber?: string): void
  /** sends `<stream:error code=…/>` and closes; default 503 */
  streamError(phoneNumber?: string, code?: number): void
  /** rejects WebSocket upgrades with HTTP 503 for `ms` milliseconds */
  refuseConnections(ms: number): void
  /** delays every node the server sends by `ms` (0 turns it off) */
  delayReplies(ms: number): void
}
