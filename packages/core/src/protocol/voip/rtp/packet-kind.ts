export type RelayPacketKind = 'stun' | 'rtp' | 'rtcp' | 'other'

/**
 * What one message on the relay channel is, by its first two bytes: STUN's top bits are zero, RTP and RTCP are
 * version 2, RTCP's packet type is 192 to 223 (whatsapp-rust `demux.rs`, as meowcaller's `relay.go` mirrors it;
 * RFC 5761 4).
 */
export function relayPacketKind(packet: Uint8Array): RelayPacketKind {
  if (packet.length < 2) return 'other'
  if ((packet[0]! & 0xc0) === 0) return 'stun'
  if (packet[1]! >= 192 && packet[1]! <= 223) return 'rtcp'
  return packet[0]! >> 6 === 2 ? 'rtp' : 'other'
}
