import { DEFAULT_WAIT_MS } from '../events.js'

/** Waiting for a phone's view of one thing (a group, a community) to reach a state, told by `changed`. */
export class ViewWatch<V> {
  private readonly watchers = new Set<(key: string) => void>()

  constructor(
    private readonly read: (key: string) => V,
    private readonly label: (key: string) => string,
  ) {}

  /** resolves with the view once `predicate` holds for it */
  waitFor(key: string, predicate: (view: V) => boolean, timeoutMs = DEFAULT_WAIT_MS): Promise<V> {
    if (predicate(this.read(key))) return Promise.resolve(this.read(key))
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.watchers.delete(watch)
        reject(new Error(`${this.label(key)}: timed out after ${timeoutMs} ms waiting for a change`))
      }, timeoutMs)
      timer.unref?.()
      const watch = (changed: string): void => {
        if (changed !== key || !predicate(this.read(key))) return
        clearTimeout(timer)
        this.watchers.delete(watch)
        resolve(this.read(key))
      }
      this.watchers.add(watch)
    })
  }

  changed(key: string): void {
    for (const watch of [...this.watchers]) watch(key)
  }
}
