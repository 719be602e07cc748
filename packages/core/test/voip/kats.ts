import { readFileSync } from 'node:fs'

/**
 * whatsapp-rust's published VoIP vectors (fixtures/whatsapp-rust, commit 1489b7da, MIT), as data. `hex(path)`
 * reads one hex field as bytes.
 */
export const kats = JSON.parse(readFileSync(new URL('./fixtures/whatsapp-rust/kats.json', import.meta.url), 'utf8'))

export const hex = (value: string): Buffer => Buffer.from(value, 'hex')

/** `value` with one byte changed at `index` (the last byte by default): what each vector test must refuse. */
export function flipped(value: Uint8Array, index = value.length - 1): Buffer {
  const copy = Buffer.from(value)
  copy[index]! ^= 0x01
  return copy
}
