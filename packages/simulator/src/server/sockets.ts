import type { BinaryNode } from '@whiskeysockets/baileys'
import type { DeviceRecord } from '../state/accounts.js'
import type { Registration } from './registration.js'

/** Where the server writes a device's stanzas: a client's socket, or a virtual phone in this process. */
export interface Endpoint {
  readonly isOpen: boolean
  /**
   * a remote client, which acks every `<message>` it is sent: until it does, the server keeps the stanza and sends
   * it again when the device next logs in, as WhatsApp does (a socket can die with stanzas unread on the wire)
   */
  readonly acks?: boolean
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
  /**
   * message stanzas written to a device's socket that it has not answered yet, in the order sent. One per write, not
   * per id: a sender's resend (after a retry receipt) carries the id of the copy the device could not decrypt, and
   * the device answers each copy on its own, so the answer to the first must not end the hold on the resend.
   */
  private readonly unacked = new Map<DeviceRecord, BinaryNode[]>()

  /** makes `endpoint` the device's socket and returns the one it replaces */
  attach(device: DeviceRecord, endpoint: Endpoint): Endpoint | undefined {
    const previous = this.live.get(device)
    this.live.set(device, endpoint)
    if (previous === endpoint) return undefined
    this.requeueUnacked(device)
    return previous
  }

  /** true when `endpoint` was the device's socket */
  detach(device: DeviceRecord, endpoint: Endpoint): boolean {
    if (this.live.get(device) !== endpoint) return false
    this.live.delete(device)
    this.requeueUnacked(device)
    return true
  }

  /** the device answered a message stanza `id` (the oldest copy of that id it holds): it is the device's now */
  acked(device: DeviceRecord, id: string): void {
    const pending = this.unacked.get(device)
    const index = pending?.findIndex((node) => node.attrs.id === id) ?? -1
    if (index >= 0) pending!.splice(index, 1)
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
      this.sent(device, endpoint, node)
      endpoint.send(node)
      return
    }
    const queue = this.queued.get(device) ?? []
    if (queue.length >= OFFLINE_QUEUE_LIMIT) queue.shift()
    queue.push(node)
    this.queued.set(device, queue)
  }

  /** the offline queue, which the caller sends on the device's new socket at once: unacked from here on */
  takeOffline(device: DeviceRecord): BinaryNode[] {
    const queue = this.queued.get(device) ?? []
    this.queued.delete(device)
    const endpoint = this.live.get(device)
    if (endpoint) for (const node of queue) this.sent(device, endpoint, node)
    return queue
  }

  /** a removed device: its socket and its queue go */
  forget(device: DeviceRecord): void {
    this.live.delete(device)
    this.queued.delete(device)
    this.unacked.delete(device)
  }

  private sent(device: DeviceRecord, endpoint: Endpoint, node: BinaryNode): void {
    if (!endpoint.acks || node.tag !== 'message' || !node.attrs.id) return
    let pending = this.unacked.get(device)
    if (!pending) this.unacked.set(device, (pending = []))
    pending.push(node)
  }

  /** what the socket that went never acked goes first in the offline queue, ahead of what came after it */
  private requeueUnacked(device: DeviceRecord): void {
    const pending = this.unacked.get(device)
    if (!pending?.length) return
    this.unacked.delete(device)
    const queue = [...pending, ...(this.queued.get(device) ?? [])]
    this.queued.set(device, queue.slice(-OFFLINE_QUEUE_LIMIT))
  }
}
