import { declareEvents } from '../event-bus.js'

/** A received file the engine keeps (docs/media.md): `GET /api/v1/media/{id}` serves it. */
export interface StoredMedia {
  /** Random, never the hash: knowing a file's content must not find it. */
  id: string
  /** SHA-256 (hex) of the bytes kept, the plaintext. */
  sha256: string
  mimetype: string
  size: number
}

/** The file of a received message, kept (`media`) or not kept (`error` says why). */
export interface MessageMediaEvent {
  message: { chatJid: string; id: string }
  media: StoredMedia | null
  error: string | null
}

export interface MediaEvents {
  /** The file of a received message was stored after its `message.received` went out, or could not be. */
  'message.media': MessageMediaEvent
}

export const mediaEvents = declareEvents<MediaEvents>({ 'message.media': true })
