/**
 * JSON that keeps binary data: Buffers and Uint8Arrays become `{ type: 'Buffer', data: '<base64>' }` and come
 * back as Buffers. This is the wire form of Baileys' BufferJSON, so auth state and raw messages written here
 * read back byte-identical, and a message taken from an event can be posted back to media download unchanged.
 */
type Encoded = { type: 'Buffer'; data: string }

export const bufferReplacer = (_key: string, value: unknown): unknown => {
  if (value instanceof Uint8Array) return { type: 'Buffer', data: Buffer.from(value).toString('base64') }
  if (isSerializedBuffer(value)) {
    const data = value.data
    return { type: 'Buffer', data: typeof data === 'string' ? data : Buffer.from(data).toString('base64') }
  }
  return value
}

export const bufferReviver = (_key: string, value: unknown): unknown => {
  if (isSerializedBuffer(value)) {
    const data = value.data
    return typeof data === 'string' ? Buffer.from(data, 'base64') : Buffer.from(data)
  }
  return value
}

const isSerializedBuffer = (value: unknown): value is { type: 'Buffer'; data: string | number[] } =>
  typeof value === 'object' &&
  value !== null &&
  (value as Encoded).type === 'Buffer' &&
  (typeof (value as Encoded).data === 'string' || Array.isArray((value as { data: unknown }).data))

export const serialize = (value: unknown): string => JSON.stringify(value, bufferReplacer)
export const deserialize = <T>(text: string): T => JSON.parse(text, bufferReviver) as T
