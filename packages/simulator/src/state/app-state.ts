import type { Account } from './accounts'

/** One app-state collection of an account: opaque patches the server stores and numbers, never reads. */
export interface AppStateCollection {
  name: string
  version: number
  patches: { version: number; patch: Buffer }[]
}

/** The w:sync:app:state store: per account, per collection name. */
export class AppState {
  private readonly byAccount = new Map<Account, Map<string, AppStateCollection>>()

  /** a collection nothing was written to yet is empty at version 0 */
  collection(account: Account, name: string): AppStateCollection {
    let collections = this.byAccount.get(account)
    if (!collections) {
      collections = new Map()
      this.byAccount.set(account, collections)
    }
    let collection = collections.get(name)
    if (!collection) {
      collection = { name, version: 0, patches: [] }
      collections.set(name, collection)
    }
    return collection
  }
}
