import type { Clock, Scheduler } from '@sessionkit/core'

/** A clock and a scheduler moved together by the test: retries happen when the test says time has passed. */
export class ManualTime {
  now = Date.parse('2026-03-01T12:00:00.000Z')
  readonly #timers: { at: number; callback: () => void }[] = []
  readonly clock: Clock = { now: () => this.now }
  readonly scheduler: Scheduler = {
    setTimeout: (callback, ms) => {
      const timer = { at: this.now + ms, callback }
      this.#timers.push(timer)
      return timer
    },
    clearTimeout: (handle) => {
      const index = this.#timers.indexOf(handle as never)
      if (index >= 0) this.#timers.splice(index, 1)
    },
  }

  /** When each pending timer is due. */
  dueTimes(): number[] {
    return this.#timers.map((timer) => timer.at)
  }

  /** The earliest pending timer, or undefined. */
  nextTimerAt(): number | undefined {
    return this.#timers.reduce<number | undefined>(
      (min, timer) => (min === undefined || timer.at < min ? timer.at : min),
      undefined,
    )
  }

  advance(ms: number): void {
    this.now += ms
    const due = this.#timers.filter((timer) => timer.at <= this.now).sort((a, b) => a.at - b.at)
    for (const timer of due) {
      this.#timers.splice(this.#timers.indexOf(timer), 1)
      timer.callback()
    }
  }
}
