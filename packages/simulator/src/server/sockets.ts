import type { BinaryNode } from '@whiskeysockets/baileys'
import type { DeviceRecord } from '../state/accounts.js'
import type { Registration } from './registration.js'

/** Where the server writes a device's stanzas: a client's socket, or a virtual phone in this process. */
export interface Endpoint {
  readonly isOpen: boolean
  send(node: BinaryNode): void
  /** sends what is queued, then closes */
  end(): Promise<void>
}

/** What sends nodes to the server: a socket, or a virtual phone that speaks the same nodes. */
export interface Client extends Endpoint {
  readonly id: number
  /** set once the client logged in as (or was linked to) a device */
  device?: DeviceRecord | undefined
  /** set while fresh credentials wait to be linked */
  registration?: Registration | undefined
}

const OFFLINE_QUEUE_LIMIT = 5_000

/** The socket of each device, and the stanzas that wait for a device that is offline. */
export class Sockets {
  private readonly live = new Map<DeviceRecord, Endpoint>()
  private readonly queued = new Map<DeviceRecord, BinaryNode[]>()

  /** makes `endpoint` the device's socket and returns the one it replaces */
  attach(device: DeviceRecord, endpoint: Endpoint): Endpoint | undefined {
    const previous = this.live.get(device)
    this.live.set(device, endpoint)
    return previous === endpoint ? undefined : previous
  }

  /** true when `endpoint` was the device's socket */
  detach(device: DeviceRecord, endpoint: Endpoint): boolean {
    if (this.live.get(device) !== endpoint) return false
    this.live.delete(device)
    return true
  }

  of(device: DeviceRecord): Endpoint | undefined {
    return this.live.get(device)
  }

  isConnected(device: DeviceRecord): boolean {
    return !!this.live.get(device)?.isOpen
  }

  /** to the live socket, or to the offline queue; nothing for a device that was removed */
  deliver(device: DeviceRecord, node: BinaryNode): void {
    if (device.account.devices.get(device.id) !== device) return
    const endpoint = this.live.get(device)
    if (endpoint?.isOpen) {
      endpoint.send(node)
      return
    }
    const queue = this.queued.get(device) ?? []
    if (queue.length >= OFFLINE_QUEUE_LIMIT) queue.shift()
    queue.push(node)
    this.queued.set(device, queue)
  }

  takeOffline(device: DeviceRecord): BinaryNode[] {
    const queue = this.queued.get(device) ?? []
    this.queued.delete(device)
    return queue
  }

  /** a removed device: its socket and its queue go */
  forget(device: DeviceRecord): void {
    this.live.delete(device)
    this.queued.delete(device)
  }
}
