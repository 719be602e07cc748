/**
 * The few protobuf wire forms the STUN attributes need, written directly as whatsapp-rust does (its
 * `stun_proto.md` documents the messages; no .proto or protobuf runtime is involved).
 */
export function varint(value: number | bigint): Buffer {
  let v = BigInt(value)
  const out: number[] = []
  while (v > 0x7fn) {
    out.push(Number(v & 0x7fn) | 0x80)
    v >>= 7n
  }
  out.push(Number(v))
  return Buffer.from(out)
}

/** A varint field. */
export const varintField = (field: number, value: number | bigint): Buffer =>
  Buffer.concat([varint(field << 3), varint(value)])

/** A length-delimited field (a nested message, bytes or a string). */
export const bytesField = (field: number, bytes: Uint8Array): Buffer =>
  Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes])
