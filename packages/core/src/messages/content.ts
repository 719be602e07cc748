import type { Readable } from 'node:stream'

/** Media handed to the protocol: a stream (fetched URL, transcoder output) or bytes (multipart upload). */
export type MediaInput = { stream: Readable } | { buffer: Buffer }

/** What the engine asks the protocol to send; built by the message service from a validated request. */
export type OutgoingContent =
  | { type: 'text'; text: string }
  | { type: 'image' | 'video'; media: MediaInput; mimetype?: string; caption?: string }
  | { type: 'audio'; media: MediaInput; mimetype: string; voice: boolean }
  | { type: 'document'; media: MediaInput; mimetype: string; fileName?: string; caption?: string }
  | { type: 'sticker'; media: MediaInput; mimetype?: string }
  | { type: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { type: 'contact'; displayName?: string; contacts: { displayName: string; vcard: string }[] }
