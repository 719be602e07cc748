import type { BinaryNode } from '@whiskeysockets/baileys'

export interface DeviceEvent {
  phoneNumber: string
  /** `<phone>:<device>@s.whatsapp.net` */
  deviceJid: string
  deviceId: number
}

export interface SimulatorEvents {
  /** a companion finished pair-device-sign and is now a device of the account */
  'device-linked': DeviceEvent & { method: 'qr' | 'code' | 'provisioned' }
  /** a device logged in (the server sent `<success>`) */
  'device-connected': DeviceEvent
  /**
   * a device logged in while another connection of it was open: the older one got `<conflict type="replaced"/>`
   * (Baileys' close code 440), as WhatsApp does when two sockets share one set of credentials
   */
  'device-replaced': DeviceEvent
  'device-disconnected': DeviceEvent
  'device-removed': DeviceEvent & { by: 'companion' | 'phone' }
  /** a connection of fresh credentials received its QR refs */
  'qr-refs': { connectionId: number; refs: string[] }
  /** a companion asked to be linked by code (stage companion_hello) */
  'pairing-code-requested': { phoneNumber: string; ref: string }
  /** the server accepted a message from a device and fanned it out; for a group message `fromJid` is the sending device and `to` the group */
  'message-relayed': {
    id: string
    fromJid: string
    to: string
    recipients: string[]
    /** a status post's `<meta status_setting>`, the poster's privacy setting that chose its audience (whatsapp-rust `src/send/mod.rs`) */
    statusSetting?: string
  }
  /** the server forwarded a receipt */
  'receipt-relayed': { id: string; fromJid: string; toJid: string; type: string }
  /** a virtual phone decrypted a message */
  'phone-message': { phoneNumber: string; id: string }
  /** a call in a phone's call log changed (rang, was answered, muted, ended) */
  'phone-call': { phoneNumber: string; callId: string }
  /** the initial history sync of a freshly linked device was sent */
  'initial-sync-sent': DeviceEvent
  /** a phone answered a device's on-demand history request with `messages` older messages of the chat */
  'history-sent': DeviceEvent & { chatJid: string; messages: number }
  /** a phone answered a device's media retry: `directPath` is the new link, null when it no longer had the file */
  'media-reuploaded': { phoneNumber: string; deviceJid: string; messageId: string; directPath: string | null }
  /** any node the server received on an authenticated connection */
  'node-in': { connectionId: number; phoneNumber?: string; node: BinaryNode }
  /** a node no row of the dispatch table takes: the server refused it as WhatsApp does (an error iq, an error ack) */
  'unhandled-node': { connectionId: number; phoneNumber?: string | undefined; node: BinaryNode }
  /** the server stored a device's app-state patch as `version` of the collection */
  'app-state-patch': DeviceEvent & { collection: string; version: number }
  /**
   * something in app state went wrong that Baileys would only log, or not notice: a patch built on a
   * stale version (409), a device asking for the same collection again and again, a patch the
   * account's phone could not verify, a chat action at another collection or version than WhatsApp
   * files it under (the phone does not apply it). The e2e harness turns any into a failure.
   */
  'app-state-fault': {
    phoneNumber: string
    deviceJid: string
    collection: string
    fault: 'conflict' | 'sync-loop' | 'invalid-patch' | 'wrong-schema'
    detail: string
  }
  /** the account's push name changed: the phone applied a name a device of the account set */
  'phone-name': { phoneNumber: string; name: string }
  /** a phone was shown a chat's typing state (`<chatstate>`): its other side types, records or stopped */
  'phone-chatstate': { phoneNumber: string; chatJid: string; state: 'composing' | 'recording' | 'paused' }
  /** the virtual phone's view of a chat changed (an app-state mutation applied) */
  'phone-chat': { phoneNumber: string; chatJid: string }
}

export type SimulatorEventName = keyof SimulatorEvents

type Listener<E extends SimulatorEventName> = (payload: SimulatorEvents[E]) => void

export const DEFAULT_WAIT_MS = 15_000

/**
 * A typed emitter whose waitFor resolves on the next matching event; the timeout only turns a
 * hang into a readable failure, it never paces anything.
 */
export class EventHub {
  private readonly listeners = new Map<SimulatorEventName, Set<Listener<SimulatorEventName>>>()

  on<E extends SimulatorEventName>(event: E, fn: Listener<E>): () => void {
    let set = this.listeners.get(event)
    if (!set) {
      set = new Set()
      this.listeners.set(event, set)
    }
    set.add(fn as Listener<SimulatorEventName>)
    return () => set.delete(fn as Listener<SimulatorEventName>)
  }

  emit<E extends SimulatorEventName>(event: E, payload: SimulatorEvents[E]): void {
    const set = this.listeners.get(event)
    if (!set) return
    for (const fn of [...set]) fn(payload)
  }

  waitFor<E extends SimulatorEventName>(
    event: E,
    predicate?: (payload: SimulatorEvents[E]) => boolean,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<SimulatorEvents[E]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off()
        reject(new Error(`timed out after ${timeoutMs} ms waiting for simulator event '${event}'`))
      }, timeoutMs)
      timer.unref?.()
      const off = this.on(event, (payload) => {
        if (predicate && !predicate(payload)) return
        clearTimeout(timer)
        off()
        resolve(payload)
      })
    })
  }
}
