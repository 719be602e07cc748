const windowSize = 64n

/** RFC 3711's replay list (3.3.2): the highest index accepted and a 64-packet window behind it. */
export class ReplayWindow {
  private highest: bigint | null = null
  private seen = 0n

  /** Whether `index` is new, marking it seen if so. */
  accept(index: number): boolean {
    const at = BigInt(index)
    if (this.highest === null || at > this.highest) {
      const shift = this.highest === null ? windowSize : at - this.highest
      this.seen = shift >= windowSize ? 1n : ((this.seen << shift) | 1n) & ((1n << windowSize) - 1n)
      this.highest = at
      return true
    }
    const behind = this.highest - at
    if (behind >= windowSize || (this.seen >> behind) & 1n) return false
    this.seen |= 1n << behind
    return true
  }
}
