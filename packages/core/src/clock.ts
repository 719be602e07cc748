/** Time source for everything that ages (backoff, TTLs, usage days), injectable so tests cross days without waiting. */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

export const isoAt = (ms: number): string => new Date(ms).toISOString()
