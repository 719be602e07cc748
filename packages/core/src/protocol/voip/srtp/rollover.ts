/** The sender's rollover counter: one more each time the 16-bit sequence number wraps (RFC 3711 3.3.1). */
export class SendRollover {
  private roc = 0
  private last: number | null = null

  advance(seq: number): number {
    if (this.last !== null && seq - this.last < -0x8000) this.roc = (this.roc + 1) >>> 0
    this.last = seq
    return this.roc
  }
}

/**
 * The receiver's guess of a packet's rollover counter from the highest sequence number seen (RFC 3711 3.3.1,
 * Appendix A). A guess is only committed once the packet authenticated, so a forged packet cannot move it.
 */
export class ReceiveRollover {
  private roc = 0
  private highest: number | null = null

  estimate(seq: number): number {
    if (this.highest === null) return this.roc
    if (this.highest < 0x8000) return seq - this.highest > 0x8000 ? (this.roc - 1) >>> 0 : this.roc
    return this.highest - seq > 0x8000 ? (this.roc + 1) >>> 0 : this.roc
  }

  commit(roc: number, seq: number): void {
    if (this.highest === null) {
      this.highest = seq
    } else if (roc === this.roc) {
      if (seq > this.highest) this.highest = seq
    } else if (roc === (this.roc + 1) >>> 0) {
      this.roc = roc
      this.highest = seq
    }
  }
}
