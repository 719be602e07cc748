import { ALL_WA_PATCH_NAMES, type WAPatchName } from '@whiskeysockets/baileys'
import type { Account, DeviceRecord } from './accounts.js'

/** one of the collections WhatsApp keeps per account */
export function isAppStateCollection(name: string | undefined): name is WAPatchName {
  return (ALL_WA_PATCH_NAMES as readonly string[]).includes(name ?? '')
}

/** One app-state collection of an account: patches the server stores and numbers, never decrypts. */
export class AppStateCollection {
  /** patch `n` (1-based) is at index n-1, encoded with its version stamped in */
  readonly patches: { version: number; patch: Uint8Array }[] = []

  constructor(readonly name: WAPatchName) {}

  /** each patch moves the collection on by one: its version is how many it holds */
  get version(): number {
    return this.patches.length
  }
}

interface SyncTrack {
  held: number
  server: number
  /** identical requests in a row */
  times: number
  /** server_syncs sent the device and not yet answered by a request */
  nudges: number
}

/** The w:sync:app:state store: per account, per collection name. */
export class AppState {
  private readonly byAccount = new Map<Account, Map<WAPatchName, AppStateCollection>>()
  /** each device's last sync request per collection, to see a client that asks the same again and again */
  private readonly lastSync = new WeakMap<DeviceRecord, Map<WAPatchName, SyncTrack>>()

  /** a collection nothing was written to yet is empty at version 0 */
  collection(account: Account, name: WAPatchName): AppStateCollection {
    let collections = this.byAccount.get(account)
    if (!collections) {
      collections = new Map()
      this.byAccount.set(account, collections)
    }
    let collection = collections.get(name)
    if (!collection) {
      collection = new AppStateCollection(name)
      collections.set(name, collection)
    }
    return collection
  }

  /** the patches after `version`, oldest first */
  patchesAfter(account: Account, name: WAPatchName, version: number): AppStateCollection['patches'] {
    return this.collection(account, name).patches.slice(Math.max(0, version))
  }

  /** stores `encode(next version)` as the collection's next patch and answers that version */
  append(account: Account, name: WAPatchName, encode: (version: number) => Uint8Array): number {
    const collection = this.collection(account, name)
    const version = collection.version + 1
    collection.patches.push({ version, patch: encode(version) })
    return version
  }

  /**
   * Records that `device` asked for `name` from version `held`, and answers how many times in a row
   * it asked exactly that while the collection stayed where it is, not counting the requests a
   * `server_sync` told it to make (several of them can arrive for changes one sync already fetched).
   */
  noteSync(device: DeviceRecord, name: WAPatchName, held: number): number {
    const server = this.collection(device.account, name).version
    const track = this.track(device, name)
    if (track.held === held && track.server === server) {
      if (track.nudges > 0) track.nudges--
      else track.times++
    } else {
      Object.assign(track, { held, server, times: 1 })
    }
    return track.times
  }

  /** the server told `device` to sync `name` */
  noteNudge(device: DeviceRecord, name: WAPatchName): void {
    this.track(device, name).nudges++
  }

  private track(device: DeviceRecord, name: WAPatchName): SyncTrack {
    let byName = this.lastSync.get(device)
    if (!byName) {
      byName = new Map()
      this.lastSync.set(device, byName)
    }
    let track = byName.get(name)
    if (!track) {
      track = { held: -1, server: -1, times: 0, nudges: 0 }
      byName.set(name, track)
    }
    return track
  }
}
