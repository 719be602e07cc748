import * as v from 'valibot'
import { ReceivedMessageObject } from '../messages/schema.js'

export const MediaDownloadBody = v.strictObject({
  message: ReceivedMessageObject,
  maxBytes: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(64 * 1024 * 1024, 'at most 67108864 (64 MiB)')),
    16 * 1024 * 1024,
  ),
})

export const DownloadedMediaSchema = v.object({
  mediaType: v.picklist(['image', 'video', 'audio', 'document', 'sticker']),
  mimetype: v.string(),
  /** The size WhatsApp declared, or the size read when it declared none. */
  fileLength: v.number(),
  sizeBytes: v.number(),
  base64: v.string(),
})
export type DownloadedMediaResult = v.InferOutput<typeof DownloadedMediaSchema>
