/**
 * Serialises async work per key inside this process: `withLock`, and claims and counters on a Keyv of the
 * application's, which offers nothing atomic beyond get and set. The URL stores claim and count in one step of
 * their backend instead (OrderedAdapter.claim, .increment).
 */
export class KeyedLock {
  readonly #tails = new Map<string, Promise<unknown>>()

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve()
    const current = previous.then(work, work)
    const tail = current.catch(() => undefined)
    this.#tails.set(key, tail)
    try {
      return await current
    } finally {
      if (this.#tails.get(key) === tail) this.#tails.delete(key)
    }
  }
}
